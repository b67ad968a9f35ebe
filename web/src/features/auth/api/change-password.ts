// POST a new password for the signed-in user.
import { AUTH_PATHS, type ChangePasswordRequest } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await accountRequest(AUTH_PATHS.changePassword, { method: 'POST', body, withAuth: true });
}
