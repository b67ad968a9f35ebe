// Makes the database available to every route as `app.database`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; closeWithApp: boolean }) => {
    app.decorate('database', options.database);
    if (options.closeWithApp) app.addHook('onClose', () => options.database.close());
  },
);
