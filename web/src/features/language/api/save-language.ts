// The device-language save (spec §7): a logged-in user's language choice goes to the server too, so their other
// devices and the e-mails they get can follow it. Fire-and-forget: the choice already works on this device, so a
// failure only reaches the console.
import { AUTH_PATHS, type LanguageRequest } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguageStore } from '../stores/language-store';

export function saveDeviceLanguage(): void {
  if (useSessionStore.getState().loginStatus !== 'LOGIN') return;
  const { languageType, translationCode } = useLanguageStore.getState();
  const body: LanguageRequest = { languageType, translationCode };
  request(AUTH_PATHS.language, { method: 'PUT', body, errorMode: 'quiet', showLoading: false }).catch(() => undefined);
}
