// Practice and study calls: workbooks, answers, results, study modes, progress, bookmarks, interests and search
// need a login; the sample set and its check are public and save nothing.
import {
  AfterHelpRequestSchema,
  AfterHelpSchema,
  BookmarksSchema,
  CheckAnswerRequestSchema,
  CheckAnswerResponseSchema,
  CreateWorkbookRequestSchema,
  errorResponses,
  InterestsRequestSchema,
  InterestsSchema,
  NoContentSchema,
  PRACTICE_PATHS,
  ProblemIdParamsSchema,
  ProgressSchema,
  SampleSetSchema,
  SearchQuerySchema,
  SearchResultSchema,
  StudyModeParamsSchema,
  StudyQuerySchema,
  StudySetSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  UnitIdParamsSchema,
  WorkbookIdParamsSchema,
  WorkbookListQuerySchema,
  WorkbookListSchema,
  WorkbookResultsSchema,
  WorkbookSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timezoneFromHeader } from '../analytics/calendar.js';
import { signedIn, userId } from '../auth/plugin.js';
import { PracticeService } from './service.js';

const errors = errorResponses(400, 401, 404, 409, 422, 501);

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = new PracticeService(app.database.db);
  const paths = PRACTICE_PATHS;

  // Public: sample problems for visitors, graded without saving.
  app.get(paths.samples, { schema: { tags: ['samples'], response: { 200: SampleSetSchema } } }, async () =>
    practice.samples(),
  );
  app.post(
    paths.sampleCheck,
    {
      schema: {
        tags: ['samples'],
        params: ProblemIdParamsSchema,
        body: CheckAnswerRequestSchema,
        response: { 200: CheckAnswerResponseSchema, ...errors },
      },
    },
    async (request) => practice.checkSample(request.params.id, request.body.answer),
  );

  await signedIn(app, async (secured) => {
    secured.post(
      paths.workbooks,
      {
        schema: {
          tags: ['practice'],
          summary: 'Build a workbook (mode ONE) from units or a study mode',
          body: CreateWorkbookRequestSchema,
          response: { 201: WorkbookSchema, ...errors },
        },
      },
      async (request, reply) => {
        // The time zone names the day of a LAWN workbook.
        const zone = timezoneFromHeader(request.headers.timezone);
        return reply.status(201).send(await practice.createWorkbook(userId(request), request.body, zone));
      },
    );

    secured.get(
      paths.workbooks,
      {
        schema: {
          tags: ['practice'],
          summary: "The student's workbooks and tests, newest first",
          querystring: WorkbookListQuerySchema,
          response: { 200: WorkbookListSchema, ...errors },
        },
      },
      async (request) => practice.listWorkbooks(userId(request), request.query),
    );

    secured.get(
      paths.workbook,
      {
        schema: {
          tags: ['practice'],
          summary: 'A workbook with its problems (answer-free)',
          params: WorkbookIdParamsSchema,
          response: { 200: WorkbookSchema, ...errors },
        },
      },
      async (request) => practice.workbook(userId(request), request.params.id),
    );

    secured.post(
      paths.workbookFinish,
      {
        schema: {
          tags: ['practice'],
          summary: 'Hand the workbook in (grades a test) and answer its results',
          params: WorkbookIdParamsSchema,
          response: { 200: WorkbookResultsSchema, ...errors },
        },
      },
      async (request) => practice.finish(userId(request), request.params.id),
    );

    secured.get(
      paths.workbookResults,
      {
        schema: {
          tags: ['practice'],
          summary: 'Score, time, and each problem with the answer given, the key and the explanation',
          params: WorkbookIdParamsSchema,
          response: { 200: WorkbookResultsSchema, ...errors },
        },
      },
      async (request) => practice.results(userId(request), request.params.id),
    );

    secured.post(
      paths.attempts,
      {
        schema: {
          tags: ['practice'],
          summary: 'Submit an answer; a retry with the same clientAttemptId answers the first result',
          body: SubmitAnswerRequestSchema,
          response: { 200: SubmitAnswerResponseSchema, ...errors },
        },
      },
      async (request) => practice.submit(userId(request), request.body),
    );

    secured.get(
      paths.study,
      {
        schema: {
          tags: ['study'],
          summary:
            'The problems of a study mode, each with why for AI, TODAY and NEXT (LAWN: those answered on the day q; ' +
            'CHAT: those talked over with the tutor, the latest first)',
          params: StudyModeParamsSchema,
          querystring: StudyQuerySchema,
          response: { 200: StudySetSchema, ...errors },
        },
      },
      async (request) => {
        const { count, ...target } = request.query;
        const timezone = timezoneFromHeader(request.headers.timezone);
        return practice.studySet(userId(request), request.params.mode, { ...target, timezone }, count);
      },
    );

    secured.post(
      paths.afterHelp,
      {
        schema: {
          tags: ['study'],
          summary: 'The student got help on a problem: a similar one (same template) is scheduled for the next day',
          body: AfterHelpRequestSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const timezone = timezoneFromHeader(request.headers.timezone);
        await practice.recordHelp(userId(request), request.body, timezone);
        return reply.status(204).send(null);
      },
    );

    secured.get(
      paths.afterHelp,
      {
        schema: {
          tags: ['study'],
          summary: 'Problems scheduled after help: due, tried, solved alone on the first try, and the share',
          response: { 200: AfterHelpSchema, ...errors },
        },
      },
      async (request) => practice.afterHelp(userId(request), timezoneFromHeader(request.headers.timezone)),
    );

    secured.get(
      paths.progress,
      { schema: { tags: ['study'], summary: 'Per-unit progress', response: { 200: ProgressSchema, ...errors } } },
      async (request) => practice.progress(userId(request)),
    );

    secured.get(
      paths.bookmarks,
      { schema: { tags: ['study'], response: { 200: BookmarksSchema, ...errors } } },
      async (request) => practice.bookmarks(userId(request)),
    );
    secured.put(
      paths.bookmark,
      {
        schema: { tags: ['study'], params: UnitIdParamsSchema, response: { 200: BookmarksSchema, ...errors } },
      },
      async (request) => practice.addBookmark(userId(request), request.params.unitId),
    );
    secured.delete(
      paths.bookmark,
      {
        schema: { tags: ['study'], params: UnitIdParamsSchema, response: { 200: BookmarksSchema, ...errors } },
      },
      async (request) => practice.removeBookmark(userId(request), request.params.unitId),
    );

    secured.get(
      paths.interests,
      { schema: { tags: ['study'], response: { 200: InterestsSchema, ...errors } } },
      async (request) => practice.interests(userId(request)),
    );
    secured.put(
      paths.interests,
      {
        schema: {
          tags: ['study'],
          summary: 'Replace the courses of interest (at most 5)',
          body: InterestsRequestSchema,
          response: { 200: InterestsSchema, ...errors },
        },
      },
      async (request) => practice.saveInterests(userId(request), request.body.courseIds),
    );

    secured.get(
      paths.search,
      {
        schema: {
          tags: ['study'],
          summary: 'Units and problems whose ko or en text holds every word',
          querystring: SearchQuerySchema,
          response: { 200: SearchResultSchema, ...errors },
        },
      },
      async (request) => practice.search(request.query.q, request.query.limit),
    );
  });
};
