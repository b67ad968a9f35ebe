// The alerts routes (being written).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const alertsRoutes: FastifyPluginAsyncZod = async () => {};
