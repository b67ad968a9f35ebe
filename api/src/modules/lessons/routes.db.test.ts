import { ErrorCode, ErrorResponseSchema, LESSON_PATH, LessonSchema, buildPath } from '@mathbridge/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnit } from '../../content/curriculum.js';
import { lesson as firstLesson } from '../../content/lessons/kr-e1-1-1.js';
import { errorsPlugin } from '../../plugins/errors.js';
import { lessonsRoutes } from './routes.js';
import { LessonsService } from './service.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

const lessonUrl = (unitId: string) => buildPath(LESSON_PATH, { unitId });

describe('GET /v1/api/units/:unitId/lesson', () => {
  it('returns the unit name, its concept summary and worked examples without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: lessonUrl('kr-e1-1-1') });
    expect(res.statusCode).toBe(200);
    const body = LessonSchema.parse(res.json());
    expect(body.unitId).toBe('kr-e1-1-1');
    expect(body.name).toEqual(findUnit('kr-e1-1-1')?.unit.name);
    expect(body.summary).toEqual(firstLesson.summary);
    expect(body.keyPoints).toEqual(firstLesson.keyPoints);
    expect(body.terms).toEqual(firstLesson.terms);
    expect(body.examples.length).toBeGreaterThanOrEqual(2);
    expect(body.examples.length).toBeLessThanOrEqual(3);
    for (const example of body.examples) {
      if (example.type === 'multiple') {
        expect(example.choices).toHaveLength(5);
        expect(example.answer).toMatch(/^[0-4]$/);
      } else {
        expect(example.choices).toBeNull();
      }
    }
  });

  it('answers the same lesson on every call', async () => {
    const first = await t.app.inject({ method: 'GET', url: lessonUrl('kr-e1-1-1') });
    const second = await t.app.inject({ method: 'GET', url: lessonUrl('kr-e1-1-1') });
    expect(second.json()).toEqual(first.json());
  });

  it('answers 404 with a message for a unit that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: lessonUrl('kr-e9-9-9') });
    expect(res.statusCode).toBe(404);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(ErrorCode.NotFound);
    expect(body.message).toContain('kr-e9-9-9');
  });

  it('answers 400 naming unitId when the id is empty', async () => {
    const res = await t.app.inject({ method: 'GET', url: buildPath(LESSON_PATH, { unitId: '' }) });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(ErrorCode.Validation);
    expect(body.message).toContain('unitId must not be empty');
  });

  it('answers 400 naming unitId when the id is too long', async () => {
    const res = await t.app.inject({ method: 'GET', url: lessonUrl(`kr-${'e'.repeat(70)}`) });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(ErrorCode.Validation);
    expect(body.message).toContain('unitId');
  });
});

describe('a unit whose lesson is not written yet', () => {
  let bare: FastifyInstance;
  let calls = 0;

  beforeAll(async () => {
    // The real route and error handler, with lesson content that holds only the first unit.
    const service = new LessonsService(async () => {
      calls += 1;
      return new Map([['kr-e1-1-1', firstLesson]]);
    });
    bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    await bare.register(errorsPlugin);
    await bare.register(lessonsRoutes, { service });
    await bare.ready();
  });

  afterAll(() => bare.close());

  it('answers 404 saying the lesson is not written yet, not a server error', async () => {
    const res = await bare.inject({ method: 'GET', url: lessonUrl('kr-e2-1-1') });
    expect(res.statusCode).toBe(404);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(ErrorCode.NotFound);
    expect(body.message).toBe('The lesson for unit "kr-e2-1-1" has not been written yet.');
  });

  it('builds a lesson once and serves it from memory afterwards', async () => {
    const before = calls;
    const first = await bare.inject({ method: 'GET', url: lessonUrl('kr-e1-1-1') });
    const second = await bare.inject({ method: 'GET', url: lessonUrl('kr-e1-1-1') });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(calls - before).toBe(1);
  });
});
