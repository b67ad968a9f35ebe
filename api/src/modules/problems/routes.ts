// GET /v1/api/problems?unitId= and /v1/api/problems/:id (answer-free) and POST /v1/api/problems/:id/check (grades; reveals the key once answered).
import {
  CheckAnswerRequestSchema,
  CheckAnswerResponseSchema,
  ErrorResponseSchema,
  PROBLEM_CHECK_PATH,
  PROBLEM_PATH,
  PROBLEMS_PATH,
  ProblemIdParamsSchema,
  ProblemListQuerySchema,
  ProblemListSchema,
  ProblemViewSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAnswer, problemList, problemView } from './service.js';

export const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROBLEMS_PATH,
    {
      schema: {
        tags: ['problems'],
        querystring: ProblemListQuerySchema,
        response: { 200: ProblemListSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => problemList(app.database.db, request.query),
  );

  app.get(
    PROBLEM_PATH,
    {
      schema: {
        tags: ['problems'],
        params: ProblemIdParamsSchema,
        response: { 200: ProblemViewSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => problemView(app.database.db, request.params.id),
  );

  app.post(
    PROBLEM_CHECK_PATH,
    {
      schema: {
        tags: ['problems'],
        params: ProblemIdParamsSchema,
        body: CheckAnswerRequestSchema,
        response: { 200: CheckAnswerResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => checkAnswer(app.database.db, request.params.id, request.body.answer),
  );
};
