// Notices, the FAQ and inquiries for students, and the operators' calls that write them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface SupportOptions {
  /** Accounts with these e-mails are operators (granted at start, and at signup for later ones). */
  operatorEmails: readonly string[];
}

export const supportRoutes: FastifyPluginAsyncZod<SupportOptions> = async () => {};
