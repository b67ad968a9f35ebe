// GET which social sign-ins the server has configured; they change only with a deployment, so the answer is kept a while.
import { AUTH_PATHS, OAuthProvidersSchema } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRequest } from './account-request';

export function getOAuthProviders() {
  return accountRequest(AUTH_PATHS.oauthProviders, { schema: OAuthProvidersSchema, showLoading: false });
}

export const getOAuthProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'oauth-providers'], queryFn: getOAuthProviders, staleTime: 300_000 });

export function useOAuthProviders() {
  return useQuery(getOAuthProvidersQueryOptions());
}
