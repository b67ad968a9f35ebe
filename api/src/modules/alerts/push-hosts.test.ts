// The push-service allow-list: real services and their subdomains pass; other hosts, look-alikes and http do not.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config/env.js';
import { isKnownPushService } from './push-hosts.js';

describe('isKnownPushService', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-by3p.notify.windows.com/w/?token=x',
    'https://web.push.apple.com/QGuQyavXutnMP',
  ])('accepts %s', (endpoint) => {
    expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/send',
    'https://evilfcm.googleapis.com.example/x',
    'https://notfcm.googleapis.co/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost:9200/_all',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
  });
});
