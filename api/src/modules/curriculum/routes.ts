// GET /v2/api/comm/course/map: the curriculum tree with each unit's problem count (public; cached by the gateway).
import { COURSE_MAP_PATH, CourseMapSchema } from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurriculumService } from './service.js';

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CurriculumService(app.database.db);
  app.get(COURSE_MAP_PATH, { schema: { tags: ['curriculum'], response: { 200: CourseMapSchema } } }, async () =>
    service.courseMap(),
  );
};
