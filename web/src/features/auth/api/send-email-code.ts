// POST a sign-up code to an e-mail address.
import { AUTH_PATHS, EmailCodeSentSchema } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export function sendEmailCode(email: string) {
  return accountRequest(AUTH_PATHS.emailCode, { method: 'POST', body: { email }, schema: EmailCodeSentSchema });
}
