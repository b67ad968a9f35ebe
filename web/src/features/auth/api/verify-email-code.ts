// POST the code the student received, which proves the e-mail address is theirs.
import { AUTH_PATHS } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export async function verifyEmailCode(email: string, code: string): Promise<void> {
  await accountRequest(AUTH_PATHS.emailCodeVerify, { method: 'POST', body: { email, code } });
}
