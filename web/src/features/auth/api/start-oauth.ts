// POST the start of a social sign-in: answers the provider's authorization address to go to.
import { AUTH_PATHS, OAuthStartSchema, type OAuthProvider } from '@mathbridge/contract';
import { accountRequest } from './account-request';

export async function startOAuth(provider: OAuthProvider): Promise<string> {
  const { authorizationUrl } = await accountRequest(AUTH_PATHS.oauthStart, {
    method: 'POST',
    body: { provider },
    schema: OAuthStartSchema,
  });
  return authorizationUrl;
}
