// The OpenAPI document, generated from every route's zod schemas.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'MathBridge learning service', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/v1/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
