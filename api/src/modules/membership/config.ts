// Payment settings from the environment: off (the beta, membership is free) unless PAYMENTS_ENABLED, and then PortOne
// V1's merchant code, REST API key and secret and the KakaoPay subscription channel must all be set.
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

export const PaymentsEnvShape = {
  PAYMENTS_ENABLED: boolish.default(false),
  PORTONE_IMP_CODE: optionalText,
  PORTONE_API_KEY: optionalText,
  PORTONE_API_SECRET: optionalText,
  PORTONE_CHANNEL: optionalText,
  /** PortOne V1's REST API; tests point it at a local server. */
  PORTONE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.iamport.kr'),
};

export interface PaymentsConfig {
  /** The merchant code (`imp…`) the browser's checkout is opened with. */
  impCode: string;
  apiKey: string;
  apiSecret: string;
  /** The channel (`pg`) of the KakaoPay subscription. */
  channel: string;
  apiUrl: string;
}

interface PaymentsEnv {
  PAYMENTS_ENABLED: boolean;
  PORTONE_IMP_CODE?: string | undefined;
  PORTONE_API_KEY?: string | undefined;
  PORTONE_API_SECRET?: string | undefined;
  PORTONE_CHANNEL?: string | undefined;
  PORTONE_API_URL: string;
}

/** null while payments are off; throws a message naming each missing setting when they are on but incomplete. */
export function paymentsConfigFrom(e: PaymentsEnv): PaymentsConfig | null {
  if (!e.PAYMENTS_ENABLED) return null;
  const required = ['PORTONE_IMP_CODE', 'PORTONE_API_KEY', 'PORTONE_API_SECRET', 'PORTONE_CHANNEL'] as const;
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) throw new Error(`PAYMENTS_ENABLED needs ${missing.join(', ')}`);
  return {
    impCode: e.PORTONE_IMP_CODE ?? '',
    apiKey: e.PORTONE_API_KEY ?? '',
    apiSecret: e.PORTONE_API_SECRET ?? '',
    channel: e.PORTONE_CHANNEL ?? '',
    apiUrl: e.PORTONE_API_URL.replace(/\/+$/, ''),
  };
}
