// Turns the contract's validation texts and the api's error answers into the reader's language.
import { AuthMessage } from '@mathbridge/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { HttpError } from '../../../lib/http';

export type AuthMessageKey = keyof typeof AuthMessage;

const KEY_BY_TEXT = new Map<string, AuthMessageKey>(
  (Object.entries(AuthMessage) as [AuthMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue text for a contract message; other texts (from elsewhere) are shown as they are. */
export function translateAuthMessage(text: string, t: TFunction<'auth'>): string {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`messages.${key}`) : text;
}

/** What to tell the user about a failed account call. */
export function describeAuthError(error: unknown, t: TFunction<'auth'>, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.status === 0 || error.status >= 500) return fallback;
    return translateAuthMessage(error.message, t);
  }
  return fallback;
}

/** The first message per field of a failed parse, keyed by the field's path ("terms", "passwordConfirm"). */
export function fieldErrors(error: z.ZodError | undefined, t: TFunction<'auth'>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= translateAuthMessage(issue.message, t);
  }
  return errors;
}
