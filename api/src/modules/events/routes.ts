// POST /v1/api/events: the app's first-party analytics endpoint (page views, Log In, Log Out, Withdraw, Search).
// The event's user is the access token's, never the body's: without a valid token the event is a visitor's, so no
// one can record events in another student's name. The body's userId stays in the contract for older clients and is
// ignored; a missing or expired token never refuses an event (analytics must not log anyone out).
import {
  AnalyticsEventAcceptedSchema,
  AnalyticsEventSchema,
  ErrorResponseSchema,
  EVENTS_PATH,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventsService } from './service.js';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EventsService(app.database.db);

  app.post(
    EVENTS_PATH,
    {
      bodyLimit: 16 * 1024,
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event',
        body: AnalyticsEventSchema,
        response: { 201: AnalyticsEventAcceptedSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const accepted = await service.record(request.body, request.user?.id ?? null);
      return reply.status(201).send(accepted);
    },
  );
};
