// The text an alert shows for a failed call (spec §8): the server's message, or the 404 text.
import type { TFunction } from 'i18next';
import type { HttpError } from '../../../lib/http';

export function alertText(error: Pick<HttpError, 'status' | 'message'>, t: TFunction): string {
  if (error.status === 404) return t('errors.invalidRequest404');
  if (error.status === 0) return t('errors.network');
  return error.message.trim() !== '' ? error.message : t('errors.generic');
}
