// Account settings from the environment: token signing, mail, the Kakao / Google sign-in clients, and whose
// X-Forwarded-For names the client (for login throttling).
import { z } from 'zod';
import { ADDRESS_LIST_MESSAGE, isAddressList, splitAddressList } from '@mathbridge/server-kit';
import { DEFAULT_GATEWAY_ADDRESSES } from './client-address.js';

const addressList = (fallback: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? [...fallback] : splitAddressList(value)))
    .refine(isAddressList, ADDRESS_LIST_MESSAGE);

export const AccountsEnvShape = {
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('MathBridge <no-reply@mathbridge.app>'),
  OAUTH_REDIRECT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://localhost:8443'),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_ISSUER: z.url().default('https://kauth.kakao.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GATEWAY_ADDRESSES: addressList(DEFAULT_GATEWAY_ADDRESSES),
  TRUST_PROXY: addressList([]),
};

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string | null;
  issuer: string;
}

export interface AccountsConfig {
  /** null: generated once and kept in `secretFile` (or in memory when there is no data folder). */
  jwtSecret: string | null;
  secretFile: string | null;
  /** null: mail is written to the log instead of being sent. */
  smtpUrl: string | null;
  mailFrom: string;
  oauthRedirectBaseUrl: string;
  kakao: OAuthClientConfig | null;
  google: OAuthClientConfig | null;
  /** Peers whose X-Forwarded-For names the client (the gateways). */
  gatewayAddresses: string[];
  /** Proxies in front of the gateway, as the gateway's own TRUST_PROXY lists them. */
  trustProxy: string[];
}

type AccountsEnv = z.infer<ReturnType<typeof z.object<typeof AccountsEnvShape>>>;

/** `dataRoot` is the folder that holds the data folder (./data by default); null keeps everything in memory. */
export function accountsConfigFrom(e: AccountsEnv, dataRoot: string | null): AccountsConfig {
  return {
    jwtSecret: e.JWT_SECRET ?? null,
    secretFile: dataRoot === null ? null : `${dataRoot}/jwt-secret`,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    oauthRedirectBaseUrl: e.OAUTH_REDIRECT_BASE_URL.replace(/\/+$/, ''),
    kakao: e.KAKAO_CLIENT_ID
      ? { clientId: e.KAKAO_CLIENT_ID, clientSecret: e.KAKAO_CLIENT_SECRET ?? null, issuer: e.KAKAO_ISSUER }
      : null,
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET ?? null, issuer: e.GOOGLE_ISSUER }
      : null,
    gatewayAddresses: e.GATEWAY_ADDRESSES,
    trustProxy: e.TRUST_PROXY,
  };
}
