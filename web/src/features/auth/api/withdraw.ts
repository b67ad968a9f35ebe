// POST withdrawal of the signed-in user's account; accounts with a password confirm it.
import { AUTH_PATHS } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export async function withdraw(password?: string): Promise<void> {
  await accountRequest(AUTH_PATHS.withdraw, { method: 'POST', body: password ? { password } : {}, withAuth: true });
}
