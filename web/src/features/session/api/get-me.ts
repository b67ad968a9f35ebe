// GET /api/user/me. Errors are left to the caller: some of them log the user out (spec §8).
import { UserMeSchema, type UserMe } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export function getMe(): Promise<UserMe> {
  return request(apiPaths.me, { schema: UserMeSchema, errorMode: 'silent' });
}
