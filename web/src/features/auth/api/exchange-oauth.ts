// POST the provider's code back: answers either a ticket for an existing account or what a new account's sign-up needs.
import { AUTH_PATHS, OAuthExchangeSchema, type OAuthExchange, type OAuthProvider } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export interface OAuthExchangeRequest {
  provider: OAuthProvider;
  code: string;
  state: string;
  iss?: string;
}

export function exchangeOAuth(body: OAuthExchangeRequest): Promise<OAuthExchange> {
  return accountRequest(AUTH_PATHS.oauthExchange, { method: 'POST', body, schema: OAuthExchangeSchema });
}
