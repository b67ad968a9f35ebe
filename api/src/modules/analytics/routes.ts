// Analytics and records of the logged-in student (/analytics/record). Every call reads only the caller's own answers
// and workbooks; days follow the time zone in the `timezone` header (UTC when it is absent).
import {
  ActivitySchema,
  ANALYTICS_PATHS,
  ErrorResponseSchema,
  LawnSchema,
  MasterySchema,
  RecentProblemsSchema,
  RecordListSchema,
  RecordsQuerySchema,
} from '@mathbridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn, userId } from '../auth/plugin.js';
import { timezoneFromHeader } from './calendar.js';
import { AnalyticsService } from './service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = new AnalyticsService(app.database.db);
  const paths = ANALYTICS_PATHS;

  await signedIn(app, async (secured) => {
    const zone = (request: FastifyRequest) => timezoneFromHeader(request.headers.timezone);

    secured.get(
      paths.recent,
      {
        schema: {
          tags: ['analytics'],
          summary: 'The last 10 answers, newest first',
          response: { 200: RecentProblemsSchema, ...errors },
        },
      },
      async (request) => analytics.recent(userId(request)),
    );

    secured.get(
      paths.activity,
      {
        schema: {
          tags: ['analytics'],
          summary: 'The last six months by week (from Monday) and by month: solved, accuracy, minutes',
          response: { 200: ActivitySchema, ...errors },
        },
      },
      async (request) => analytics.activity(userId(request), zone(request)),
    );

    secured.get(
      paths.mastery,
      {
        schema: {
          tags: ['analytics'],
          summary: "Per practised unit: the model's mastery with its band, and how it moved in 30 days",
          response: { 200: MasterySchema, ...errors },
        },
      },
      async (request) => analytics.mastery(userId(request)),
    );

    secured.get(
      paths.lawn,
      {
        schema: {
          tags: ['analytics'],
          summary: 'Answers per day for the 365 days ending today, with the current and the longest streak',
          response: { 200: LawnSchema, ...errors },
        },
      },
      async (request) => analytics.lawn(userId(request), zone(request)),
    );

    secured.get(
      paths.records,
      {
        schema: {
          tags: ['analytics'],
          summary: 'Every workbook and test with its result, newest first, by kind and by day',
          querystring: RecordsQuerySchema,
          response: { 200: RecordListSchema, ...errors },
        },
      },
      async (request) => analytics.records(userId(request), zone(request), request.query),
    );
  });
};
