import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { alertText } from './alert-text';

beforeAll(() => {
  initI18n('ko');
});

describe('error texts', () => {
  it("alerts the server's message for a non-404 error", () => {
    expect(alertText({ status: 400, message: '이미 사용 중인 이메일입니다.' }, i18n.t)).toBe(
      '이미 사용 중인 이메일입니다.',
    );
    expect(alertText({ status: 500, message: 'Something went wrong on our side.' }, i18n.t)).toBe(
      'Something went wrong on our side.',
    );
  });

  it("alerts the Korean for 'Invalid request (404)' on a 404, whatever the server said", () => {
    expect(alertText({ status: 404, message: 'No route for GET /v1/api/nope' }, i18n.t)).toBe(
      '잘못된 요청입니다.(404)',
    );
  });

  it('says the network is down when no answer came, and something generic for an empty message', () => {
    expect(alertText({ status: 0, message: 'x' }, i18n.t)).toMatch(/서버에 연결할 수 없습니다/);
    expect(alertText({ status: 502, message: ' ' }, i18n.t)).toMatch(/문제가 발생했습니다/);
  });

  it('has the English texts for an English UI', async () => {
    await i18n.changeLanguage('en');
    expect(alertText({ status: 404, message: 'x' }, i18n.t)).toBe('Invalid request (404)');
    expect(i18n.t('errors.translationFailed')).toBe('Fail translation(1)');
    expect(i18n.t('errors.requiredLogin')).toBe('Required Login');
    await i18n.changeLanguage('ko');
  });
});
