// Shared reports: a logged-in student makes, lists and revokes links to their reports; opening a link needs no login
// (the token travels in the body, so it stays out of logged URLs).
import {
  CreatedShareSchema,
  CreateShareRequestSchema,
  ErrorResponseSchema,
  errorResponses,
  OpenShareRequestSchema,
  SHARE_PATHS,
  SharedReportSchema,
  ShareIdParamsSchema,
  ShareListSchema,
  ShareSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneFromHeader } from '../analytics/calendar.js';
import { AnalyticsService } from '../analytics/service.js';
import { signedIn, userId } from '../auth/plugin.js';
import { SharesService } from './service.js';

const errors = errorResponses(400, 401, 404, 409);

export const sharesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const shares = new SharesService(db, new AnalyticsService(db));
  const paths = SHARE_PATHS;

  // Public: whoever holds the token reads the snapshot (rate limits are the gateway's).
  app.post(
    paths.open,
    {
      schema: {
        tags: ['shares'],
        summary: 'The shared report behind a token; unknown, revoked and expired tokens are 404',
        body: OpenShareRequestSchema,
        response: { 200: SharedReportSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => shares.open(request.body.token),
  );

  await signedIn(app, async (secured) => {
    secured.post(
      paths.shares,
      {
        schema: {
          tags: ['shares'],
          summary: 'Share the progress report or a finished test by link (the token is shown this once)',
          body: CreateShareRequestSchema,
          response: { 201: CreatedShareSchema, ...errors },
        },
      },
      async (request, reply) => {
        const zone = timezoneFromHeader(request.headers.timezone);
        return reply.status(201).send(await shares.create(userId(request), zone, request.body));
      },
    );

    secured.get(
      paths.shares,
      {
        schema: {
          tags: ['shares'],
          summary: "The student's links, newest first, revoked ones included",
          response: { 200: ShareListSchema, ...errors },
        },
      },
      async (request) => shares.list(userId(request)),
    );

    secured.delete(
      paths.share,
      {
        schema: {
          tags: ['shares'],
          summary: 'Revoke a link (again is fine); it opens nothing from then on',
          params: ShareIdParamsSchema,
          response: { 200: ShareSchema, ...errors },
        },
      },
      async (request) => shares.revoke(userId(request), request.params.id),
    );
  });
};
