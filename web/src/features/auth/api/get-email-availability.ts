// GET whether an e-mail address is still free for a new account.
import { AUTH_PATHS, EmailAvailabilitySchema } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export async function checkEmailAvailable(email: string): Promise<boolean> {
  const query = new URLSearchParams({ email });
  const { available } = await accountRequest(`${AUTH_PATHS.emailAvailability}?${query}`, {
    schema: EmailAvailabilitySchema,
  });
  return available;
}
