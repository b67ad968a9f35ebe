// An account form's submit: the contract's schema checks every field first (its messages go beside the fields), only
// a valid form is sent, and never twice at once; a failed call is told above the form in the reader's language. The
// form's text inputs keep their values here too, so each input is given its value, change and error in one go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeAuthError, fieldErrors } from '../lib/auth-messages';

export interface AccountFormOptions<T, F extends string> {
  /** Names the form's mutation, so a second submit while one is on its way is ignored. */
  name: string;
  schema: z.ZodType<T>;
  /** The call and what follows it (loading the user, moving on) as one step: the form stays busy until it is done. */
  send: (data: T) => Promise<unknown>;
  /** What to say when the server gives no message of its own (no answer, a server error). */
  fallback?: 'messages.loginFailed' | 'messages.oauthFailed';
  /** Adds what the schema cannot know to the field errors. */
  check?: (errors: Record<string, string>) => void;
  onInvalid?: (errors: Record<string, string>) => void;
  onFailed?: () => void;
  /** The form's text inputs and their starting values, read back as `values` and given to an input by `field`. */
  fields?: Record<F, string>;
}

export function useAccountForm<T, F extends string = never>({
  name,
  schema,
  send,
  fallback = 'messages.oauthFailed',
  check,
  onInvalid,
  onFailed,
  fields,
}: AccountFormOptions<T, F>) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const mutationKey = ['auth', name];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [values, setValues] = useState<Record<F, string>>(() => fields ?? ({} as Record<F, string>));
  const mutation = useMutation({ mutationKey, mutationFn: send, onError: onFailed });

  function submit(event: FormEvent, values: unknown) {
    event.preventDefault();
    if (queryClient.isMutating({ mutationKey }) > 0) return;
    mutation.reset();
    const parsed = schema.safeParse(values);
    const found = fieldErrors(parsed.error, t);
    check?.(found);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      onInvalid?.(found);
      return;
    }
    mutation.mutate(parsed.data);
  }

  /** What a text input of the form takes: its name, value, change and the error the last submit found for it. */
  function field(fieldName: F) {
    return {
      name: fieldName,
      value: values[fieldName],
      onValueChange: (value: string) => setValues((all) => ({ ...all, [fieldName]: value })),
      error: errors[fieldName],
    };
  }

  return {
    errors,
    values,
    field,
    busy: mutation.isPending,
    problem: mutation.error ? describeAuthError(mutation.error, t, t(fallback)) : null,
    submit,
  };
}
