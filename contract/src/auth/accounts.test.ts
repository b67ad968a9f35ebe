import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODE_ETC } from '../countries.js';
import {
  ChangePasswordRequestSchema,
  EmailSchema,
  EmailSignupRequestSchema,
  isValidBirthday,
  NameSchema,
  PasswordSchema,
  SignupRequestSchema,
} from './accounts.js';
import { AuthMessage } from './messages.js';

function signup(overrides: Record<string, unknown> = {}) {
  return {
    method: 'email',
    email: 'Student@Example.com',
    emailCode: '123456',
    password: 'abcd123!',
    passwordConfirm: 'abcd123!',
    terms: { service: true, privacy: true, marketing: false },
    name: '김하늘',
    birthday: '2010-03-04',
    gradeClass: 'MIDDLE',
    gradeSub: 2,
    sex: 'woman',
    countryCode: 'KR',
    ...overrides,
  };
}

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('e-mail', () => {
  it.each(['', 'nope', 'a@b', 'two words@example.com', `${'a'.repeat(250)}@example.com`])('rejects %j', (value) => {
    const result = EmailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AuthMessage.invalidEmail);
  });

  it('trims and lower-cases a valid address', () => {
    expect(EmailSchema.parse('  Kim.Student@Example.COM ')).toBe('kim.student@example.com');
  });
});

describe('password', () => {
  it.each([
    ['too short', 'ab1!xyz'],
    ['too long', 'abcdefghij12345678!@#'],
    ['a space', 'abcd 123!'],
    ['no special character', 'abcd1234'],
    ['no digit', 'abcdefg!'],
    ['no letter', '1234567!'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    const result = PasswordSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AuthMessage.invalidPassword);
  });

  it.each(['abcd123!', 'A1!aaaaaaaaaaaaaaaaa', 'Pa$$w0rd'])('accepts %j', (value) => {
    expect(PasswordSchema.safeParse(value).success).toBe(true);
  });

  it('requires the re-entry to match', () => {
    const result = EmailSignupRequestSchema.safeParse(signup({ passwordConfirm: 'abcd123@' }));
    expect(messagesOf(result)).toEqual([`passwordConfirm: ${AuthMessage.invalidPassword}`]);
  });

  it('requires the old password on change and a valid, matching new one', () => {
    const result = ChangePasswordRequestSchema.safeParse({
      oldPassword: '',
      newPassword: 'abcd123!',
      newPasswordConfirm: 'abcd123?',
    });
    expect(messagesOf(result)).toEqual([
      `oldPassword: ${AuthMessage.oldPasswordRequired}`,
      `newPasswordConfirm: ${AuthMessage.invalidPassword}`,
    ]);
  });
});

describe('name', () => {
  it.each(['', '김', 'a b', '가나다라마바사아자차카', ' 김하늘'])('rejects %j', (value) => {
    expect(NameSchema.safeParse(value).error?.issues[0]?.message).toBe(AuthMessage.invalidName);
  });

  it.each(['김하', 'Sky', '가나다라마바사아자차', 'abcdefghij'])('accepts %j', (value) => {
    expect(NameSchema.safeParse(value).success).toBe(true);
  });
});

describe('signup', () => {
  it('accepts a complete form and normalises the e-mail', () => {
    const parsed = SignupRequestSchema.parse(signup());
    expect(parsed.email).toBe('student@example.com');
  });

  it('requires grade, sex and birthday', () => {
    const result = EmailSignupRequestSchema.safeParse(
      signup({ gradeClass: undefined, sex: undefined, birthday: undefined }),
    );
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        `gradeClass: ${AuthMessage.gradeRequired}`,
        `sex: ${AuthMessage.sexRequired}`,
        `birthday: ${AuthMessage.birthdayRequired}`,
      ]),
    );
  });

  it('checks the subclass against the school stage', () => {
    expect(EmailSignupRequestSchema.safeParse(signup({ gradeClass: 'MIDDLE', gradeSub: 4 })).success).toBe(false);
    expect(EmailSignupRequestSchema.safeParse(signup({ gradeClass: 'ELEMENTARY', gradeSub: 6 })).success).toBe(true);
    expect(EmailSignupRequestSchema.safeParse(signup({ gradeClass: 'HIGH', gradeSub: null })).success).toBe(false);
    expect(EmailSignupRequestSchema.safeParse(signup({ gradeClass: 'ETC', gradeSub: null })).success).toBe(true);
  });

  it('requires a six-digit verification number', () => {
    expect(messagesOf(EmailSignupRequestSchema.safeParse(signup({ emailCode: '' })))).toEqual([
      `emailCode: ${AuthMessage.codeRequired}`,
    ]);
    expect(messagesOf(EmailSignupRequestSchema.safeParse(signup({ emailCode: '12a456' })))).toEqual([
      `emailCode: ${AuthMessage.codeIncorrect}`,
    ]);
  });

  it.each([
    { service: false, privacy: true, marketing: true },
    { service: true, privacy: false, marketing: false },
  ])('requires the service and privacy terms (%j)', (terms) => {
    expect(messagesOf(EmailSignupRequestSchema.safeParse(signup({ terms })))).toEqual([
      `terms: ${AuthMessage.termsRequired}`,
    ]);
  });

  it('leaves marketing optional', () => {
    expect(SignupRequestSchema.safeParse(signup({ terms: { service: true, privacy: true } })).success).toBe(true);
  });

  it('rejects an unknown country', () => {
    expect(messagesOf(EmailSignupRequestSchema.safeParse(signup({ countryCode: 'XX' })))).toEqual([
      `countryCode: ${AuthMessage.countryRequired}`,
    ]);
  });
});

describe('birthday', () => {
  const today = new Date(2026, 10, 22);
  it.each(['2010-02-30', '2010-13-01', '10-01-01', '1899-12-31', '2026-11-23'])('rejects %j', (value) => {
    expect(isValidBirthday(value, today)).toBe(false);
  });
  it.each(['2010-02-28', '2012-02-29', '2026-11-22'])('accepts %j', (value) => {
    expect(isValidBirthday(value, today)).toBe(true);
  });
});

describe('countries', () => {
  it('has about 250 unique options ending with 99 (other)', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.at(-1)).toEqual({ code: COUNTRY_CODE_ETC, nameKo: '기타', nameEn: 'ETC' });
    expect(COUNTRIES.find((c) => c.code === 'KR')).toEqual({ code: 'KR', nameKo: '대한민국', nameEn: 'South Korea' });
    for (const country of COUNTRIES) {
      expect(country.nameKo.length).toBeGreaterThan(0);
      expect(country.nameEn.length).toBeGreaterThan(0);
    }
  });
});
