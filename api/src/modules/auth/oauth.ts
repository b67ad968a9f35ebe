// Kakao and Google sign-in: OpenID Connect code flow with PKCE, state and nonce (openid-client). A provider is
// available only when its client id is configured; its discovery document is fetched on first use.
import type { OAuthProvider } from '@mathbridge/contract';
import * as client from 'openid-client';
import type { AccountsConfig, OAuthClientConfig } from './config.js';

export interface OAuthIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

const SCOPES: Record<OAuthProvider, string> = {
  kakao: 'openid account_email profile_nickname',
  google: 'openid email profile',
};

export class OAuthClients {
  private readonly configs = new Map<OAuthProvider, Promise<client.Configuration>>();

  constructor(private readonly accounts: AccountsConfig) {}

  enabled(provider: OAuthProvider): boolean {
    return this.settings(provider) !== null;
  }

  redirectUri(provider: OAuthProvider): string {
    return `${this.accounts.oauthRedirectBaseUrl}/callback/${provider}`;
  }

  async authorizationRequest(provider: OAuthProvider): Promise<AuthorizationRequest> {
    const config = await this.configuration(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(provider),
      scope: SCOPES[provider],
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  /** Exchanges the code (checking state, PKCE and the ID token's nonce) and answers who signed in. */
  async identify(
    provider: OAuthProvider,
    callback: { code: string; state: string; iss?: string | undefined },
    checks: { codeVerifier: string; nonce: string },
  ): Promise<OAuthIdentity> {
    const config = await this.configuration(provider);
    const currentUrl = new URL(this.redirectUri(provider));
    currentUrl.searchParams.set('code', callback.code);
    currentUrl.searchParams.set('state', callback.state);
    if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: callback.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider answered without an ID token');
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    const nameClaim = claims.nickname ?? claims.name;
    return {
      subject: claims.sub,
      email,
      emailVerified: email !== null && claims.email_verified === true,
      name: typeof nameClaim === 'string' ? nameClaim : null,
    };
  }

  private settings(provider: OAuthProvider): OAuthClientConfig | null {
    return provider === 'kakao' ? this.accounts.kakao : this.accounts.google;
  }

  private configuration(provider: OAuthProvider): Promise<client.Configuration> {
    const settings = this.settings(provider);
    if (!settings) throw new Error(`${provider} sign-in is not configured`);
    let config = this.configs.get(provider);
    if (!config) {
      const issuer = new URL(settings.issuer);
      const auth = settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None();
      config = client.discovery(issuer, settings.clientId, undefined, auth, {
        // Only a local test provider speaks plain HTTP; real issuers are HTTPS.
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      });
      // A failed discovery is retried on the next sign-in instead of being remembered.
      config.catch(() => this.configs.delete(provider));
      this.configs.set(provider, config);
    }
    return config;
  }
}
