// Every table of the learning service; drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './events.js';
export * from './translations.js';
