// A signed-in student as the server describes them, for tests; each test overrides only the fields it is about.
import type { UserMe } from '@mathbridge/contract';

export function testUser(overrides: Partial<UserMe> = {}): UserMe {
  return {
    id: 'u-1',
    email: 'student@example.com',
    name: 'Minji',
    birthday: null,
    gradeClass: null,
    gradeSub: null,
    sex: null,
    countryCode: null,
    languageType: 'en',
    translationCode: 'en',
    terms: { service: true, privacy: true, marketing: false },
    mustChangePassword: false,
    hasPassword: true,
    providers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    role: 'student',
    ...overrides,
  };
}
