// Every table of the learning service; drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './email-codes.js';
export * from './sessions.js';
export * from './oauth-accounts.js';
export * from './login-throttles.js';
export * from './events.js';
export * from './translations.js';
export * from './attempts.js';
export * from './skill-states.js';
export * from './item-params.js';
export * from './curriculum.js';
export * from './problems.js';
export * from './workbooks.js';
export * from './bookmarks.js';
export * from './interests.js';
export * from './shares.js';
export * from './recommendations.js';
