// The membership routes (being written).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const membershipRoutes: FastifyPluginAsyncZod = async () => {};
