// POST the social sign-in's one-time ticket: starts the session of an existing account and answers the access token.
import { AUTH_PATHS } from '@mathbridge/contract';
import { startSession } from './account-request';

export function redeemOAuthTicket(ticket: string): Promise<string> {
  return startSession(AUTH_PATHS.oauthCallback, { ticket });
}
