// GET /v1/api/units/:unitId/lesson: a unit's concept summary and worked examples. Public, like the course map and
// the answer-free problems: it is the same static study material for everyone and saves nothing.
import { ErrorResponseSchema, LESSON_PATH, LessonParamsSchema, LessonSchema } from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LessonsService } from './service.js';

export const lessonsRoutes: FastifyPluginAsyncZod<{ service?: LessonsService }> = async (app, options) => {
  const lessons = options.service ?? new LessonsService();
  app.get(
    LESSON_PATH,
    {
      schema: {
        tags: ['lessons'],
        summary: "A unit's concept summary, key points, terms and worked examples",
        params: LessonParamsSchema,
        response: { 200: LessonSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => lessons.lesson(request.params.unitId),
  );
};
