// Tests: the student's level, diagnostic and SAT tests need a login; the visitors' samples are public and save
// nothing.
import {
  CreateTestRequestSchema,
  ErrorResponseSchema,
  errorResponses,
  SampleDiagnoseRequestSchema,
  SampleDiagnoseSchema,
  SampleSatQuerySchema,
  SampleSatSchema,
  SampleSatScoreRequestSchema,
  SampleSatScoreSchema,
  TEST_PATHS,
  TestAnswerRequestSchema,
  TestIdParamsSchema,
  TestListQuerySchema,
  TestListSchema,
  TestReportSchema,
  TestSchema,
  UnparseableErrorSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn, userId } from '../auth/plugin.js';
import { SamplesService } from './samples.js';
import { TestsService } from './service.js';

const errors = { ...errorResponses(400, 401, 404, 409), 422: UnparseableErrorSchema.or(ErrorResponseSchema) };

export const testsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tests = new TestsService(app.database.db);
  const samples = new SamplesService(app.database.db);
  const paths = TEST_PATHS;

  app.post(
    paths.sampleDiagnose,
    {
      schema: {
        tags: ['samples'],
        summary: "A visitor's short diagnostic: the next problem, or the report once it is over (nothing is saved)",
        body: SampleDiagnoseRequestSchema,
        response: { 200: SampleDiagnoseSchema, ...errors },
      },
    },
    async (request) => samples.diagnose(request.body),
  );
  app.get(
    paths.sampleSat,
    {
      schema: {
        tags: ['samples'],
        summary: "A visitor's SAT module: 12 questions, 19 minutes",
        querystring: SampleSatQuerySchema,
        response: { 200: SampleSatSchema, ...errors },
      },
    },
    async (request) => samples.sat(request.query.seed),
  );
  app.post(
    paths.sampleSatScore,
    {
      schema: {
        tags: ['samples'],
        summary: "Scores a visitor's SAT module (nothing is saved)",
        body: SampleSatScoreRequestSchema,
        response: { 200: SampleSatScoreSchema, ...errors },
      },
    },
    async (request) => samples.scoreSat(request.body),
  );

  await signedIn(app, async (secured) => {
    secured.post(
      paths.tests,
      {
        schema: {
          tags: ['tests'],
          summary: 'Start a level, diagnostic or SAT test; answers its first problem',
          body: CreateTestRequestSchema,
          response: { 201: TestSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await tests.create(userId(request), request.body)),
    );
    secured.get(
      paths.tests,
      {
        schema: {
          tags: ['tests'],
          summary: "The student's tests, newest first",
          querystring: TestListQuerySchema,
          response: { 200: TestListSchema, ...errors },
        },
      },
      async (request) => tests.list(userId(request), request.query),
    );
    secured.get(
      paths.test,
      {
        schema: {
          tags: ['tests'],
          summary: 'A test as it stands, with its current problem (resume)',
          params: TestIdParamsSchema,
          response: { 200: TestSchema, ...errors },
        },
      },
      async (request) => tests.get(userId(request), request.params.id),
    );
    secured.post(
      paths.answers,
      {
        schema: {
          tags: ['tests'],
          summary: 'Answer the current problem; answers the next one (null once the test is over)',
          params: TestIdParamsSchema,
          body: TestAnswerRequestSchema,
          response: { 200: TestSchema, ...errors },
        },
      },
      async (request) => tests.answer(userId(request), request.params.id, request.body),
    );
    secured.get(
      paths.report,
      {
        schema: {
          tags: ['tests'],
          summary: "A finished test's report",
          params: TestIdParamsSchema,
          response: { 200: TestReportSchema, ...errors },
        },
      },
      async (request) => tests.report(userId(request), request.params.id),
    );
  });
};
