// POST signup, by e-mail or after a social sign-in: creates the account, starts a session and answers the access token.
import { AUTH_PATHS, type EmailSignupRequest, type OAuthSignupRequest } from '@mathbridge/contract';
import { startSession } from './account-request';

export function signup(body: EmailSignupRequest | OAuthSignupRequest): Promise<string> {
  return startSession(AUTH_PATHS.signup, body);
}
