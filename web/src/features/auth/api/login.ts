// POST login with e-mail and password: starts a session and answers the access token.
import { AUTH_PATHS } from '@mathbridge/contract';
import { startSession } from './account-request';

export function login(email: string, password: string): Promise<string> {
  return startSession(AUTH_PATHS.login, { email, password });
}
