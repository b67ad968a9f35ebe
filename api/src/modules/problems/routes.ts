// GET /v1/api/problems?unitId= and /v1/api/problems/:id: problems without their keys. Grading happens where it is
// recorded (POST /v1/api/attempts) or for the public sample set (POST /v1/api/samples/:id/check); no route grades an
// arbitrary problem, since the answer would reveal the key of a problem in someone's running test.
import {
  ErrorResponseSchema,
  PROBLEM_PATH,
  PROBLEMS_PATH,
  ProblemIdParamsSchema,
  ProblemListQuerySchema,
  ProblemListSchema,
  ProblemViewSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemsService } from './service.js';

export const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProblemsService(app.database.db);

  app.get(
    PROBLEMS_PATH,
    {
      schema: {
        tags: ['problems'],
        querystring: ProblemListQuerySchema,
        response: { 200: ProblemListSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => service.problemList(request.query),
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
    async (request) => service.problemView(request.params.id),
  );
};
