// Builds the learning service: infrastructure plugins first, then feature routes. The tests use it with inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config/env.js';
import { openDatabase, type Database } from './db/client.js';
import { loggerOptions, requestIdFrom } from './lib/logger.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { authPlugin } from './modules/auth/plugin.js';
import { authRoutes } from './modules/auth/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { eventsRoutes } from './modules/events/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { lessonsRoutes } from './modules/lessons/routes.js';
import { membershipRoutes } from './modules/membership/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { alertsRoutes } from './modules/alerts/routes.js';
import { curriculumRoutes } from './modules/curriculum/routes.js';
import { materialiseBank } from './modules/problems/materialize.js';
import { problemsRoutes } from './modules/problems/routes.js';
import { practiceRoutes } from './modules/practice/routes.js';
import { sharesRoutes } from './modules/shares/routes.js';
import { testsRoutes } from './modules/tests/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { createProvider } from './modules/translate/providers.js';
import { translateRoutes } from './modules/translate/routes.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { openapiPlugin } from './plugins/openapi.js';

export interface BuildOptions {
  /** A database opened and migrated by the caller (the tests share one per file). */
  database?: Database;
  /** Write the curriculum and problem bank at start (idempotent); defaults to on unless the caller gave a database. */
  materialiseContent?: boolean;
}

export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logPretty),
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let database = options.database;
  if (!database) {
    database = await openDatabase(config.database, {
      onLockLost: (err) => {
        // Another process may now be writing to the same folder: stop rather than lose data.
        app.log.fatal({ err }, 'lost the lock on the database folder; stopping');
        process.kill(process.pid, 'SIGTERM');
      },
    });
    await database.migrate();
  }

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { database, closeWithApp: !options.database });
  if (options.materialiseContent ?? !options.database) await materialiseBank(database.db, app.log);
  await app.register(authPlugin, { config: config.accounts });

  await app.register(healthRoutes);
  await app.register(curriculumRoutes);
  await app.register(problemsRoutes);
  await app.register(lessonsRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(translateRoutes, { provider: config.translate ? createProvider(config.translate) : null });
  await app.register(eventsRoutes);
  await app.register(practiceRoutes);
  await app.register(testsRoutes);
  await app.register(analyticsRoutes);
  await app.register(sharesRoutes);
  await app.register(chatRoutes, { model: config.chatModel });
  await app.register(membershipRoutes, { payments: config.payments });
  await app.register(supportRoutes, { operatorEmails: config.operatorEmails });
  await app.register(alertsRoutes, { config: config.alerts });

  return app;
}
