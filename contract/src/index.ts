// The package entry: everything web, gateway and api share.
export * from './common/constants.js';
export * from './auth/session.js';
export * from './auth/accounts.js';
export * from './auth/messages.js';
export * from './countries.js';
export * from './common/errors.js';
export * from './health/health.js';
export * from './routes/paths.js';
export * from './i18n/translation-languages.js';
export * from './analytics/events.js';
export * from './content/math-text.js';
export * from './content/course-map.js';
export * from './content/problems.js';
export * from './translate/translate.js';
export * from './practice/practice.js';
export * from './content/lessons.js';
export * from './tests/tests.js';
