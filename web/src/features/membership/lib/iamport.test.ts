import { describe, expect, it } from 'vitest';
import { callbackUrl, readCheckoutReturn } from './iamport';

describe("PortOne's return", () => {
  it('sends the desktop checkout answer to the same callback screen as the phone redirect', () => {
    expect(callbackUrl({ success: true, imp_uid: 'imp_1', merchant_uid: 'mb_1' })).toBe(
      '/payment/callback/iamport/kakaopay?merchant_uid=mb_1&imp_success=true&imp_uid=imp_1',
    );
    expect(callbackUrl({ success: false, imp_uid: null, merchant_uid: 'mb_1', error_msg: 'x' })).toBe(
      '/payment/callback/iamport/kakaopay?merchant_uid=mb_1&imp_success=false',
    );
  });

  it('reads a failure from imp_success, an error alone, or a missing payment id', () => {
    const read = (query: string) => readCheckoutReturn(new URLSearchParams(query));
    expect(read('imp_uid=imp_1&merchant_uid=mb_1&imp_success=true')).toEqual({
      impUid: 'imp_1',
      merchantUid: 'mb_1',
      failed: false,
    });
    expect(read('imp_uid=imp_1&merchant_uid=mb_1&imp_success=false').failed).toBe(true);
    expect(read('imp_uid=imp_1&merchant_uid=mb_1&error_msg=cancelled').failed).toBe(true);
    expect(read('merchant_uid=mb_1&imp_success=true').failed).toBe(true);
    // Older PortOne redirects say `success` instead of `imp_success`.
    expect(read('imp_uid=imp_1&merchant_uid=mb_1&success=true').failed).toBe(false);
  });
});
