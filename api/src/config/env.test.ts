import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has defaults that work on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, database: { kind: 'pglite', dataDir: './data/db' } });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/db' });
  });

  it('keeps the embedded database in memory for memory://', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });

  it('answers the chat with the built-in tutor unless a model endpoint and name are both set', () => {
    expect(loadConfig({}).chatModel).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).chatModel).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' }).chatModel).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'qwen2.5:7b' }).chatModel).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'qwen2.5:7b',
      firstTokenTimeoutMs: 15_000,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });

  it('reads the operator e-mails as a trimmed, lower-cased list', () => {
    expect(loadConfig({}).operatorEmails).toEqual([]);
    expect(loadConfig({ OPERATOR_EMAILS: ' Ops@Example.com, ,b@example.com ' }).operatorEmails).toEqual([
      'ops@example.com',
      'b@example.com',
    ]);
  });

  it('reads the alert senders: VAPID keys both or neither, the public address for e-mail links', () => {
    const config = loadConfig({});
    expect(config.alerts).toMatchObject({ vapid: null, vapidFile: './data/vapid-keys.json' });
    expect(config.alerts.publicBaseUrl).toBe('https://localhost:8443');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://app.example.com/' }).alerts.publicBaseUrl).toBe(
      'https://app.example.com',
    );
    const publicKey = 'B'.repeat(87);
    const privateKey = 'p'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).alerts.vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('keeps payments off unless PAYMENTS_ENABLED, and then needs every PortOne setting', () => {
    expect(loadConfig({}).payments).toBeNull();
    expect(() => loadConfig({ PAYMENTS_ENABLED: 'true', PORTONE_IMP_CODE: 'imp123' })).toThrow(
      /PORTONE_API_KEY, PORTONE_API_SECRET, PORTONE_CHANNEL/,
    );
    const on = { PAYMENTS_ENABLED: 'true', PORTONE_IMP_CODE: 'imp1', PORTONE_API_KEY: 'k', PORTONE_API_SECRET: 's' };
    expect(loadConfig({ ...on, PORTONE_CHANNEL: 'channel-key-1' }).payments).toEqual({
      impCode: 'imp1',
      apiKey: 'k',
      apiSecret: 's',
      channel: 'channel-key-1',
      apiUrl: 'https://api.iamport.kr',
    });
    expect(loadConfig({ ...on, PORTONE_CHANNEL: 'c', PORTONE_API_URL: 'http://127.0.0.1:9/' }).payments?.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
  });
});
