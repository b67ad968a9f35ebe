// POST a request for a password-reset e-mail.
import { AUTH_PATHS } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export async function forgotPassword(email: string): Promise<void> {
  await accountRequest(AUTH_PATHS.forgotPassword, { method: 'POST', body: { email } });
}
