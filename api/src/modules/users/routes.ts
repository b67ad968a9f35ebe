// The signed-in user's calls: GET /api/user/me, device language, password change, withdrawal and the
// activity ping of spec §7. Every route needs a valid access token.
import {
  AUTH_PATHS,
  ChangePasswordRequestSchema,
  errorResponses,
  LanguageRequestSchema,
  NoContentSchema,
  UserMeSchema,
  WithdrawRequestSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/plugin.js';
import { useAccountValidationMessages } from '../auth/validation.js';

const errors = errorResponses(400, 401);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  useAccountValidationMessages(app);
  app.addHook('preHandler', app.authenticate);
  const { users } = app.accounts;
  const tags = ['user'];

  app.get(
    AUTH_PATHS.me,
    {
      schema: {
        tags,
        summary: 'The current user (401 E00001: bad token; 401 E00004: user gone)',
        response: { 200: UserMeSchema, ...errors },
      },
    },
    async (request) => users.me(currentUser(request)),
  );

  app.put(
    AUTH_PATHS.language,
    {
      schema: {
        tags,
        summary: "Save the device's UI language and translation language",
        body: LanguageRequestSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await users.saveLanguage(currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the password (the current or temporary one is required); other sessions end',
        body: ChangePasswordRequestSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await users.changePassword(currentUser(request), request.sessionFamilyId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.withdraw,
    {
      schema: {
        tags,
        summary: 'Close the account: personal data removed, learning records anonymised, sessions ended',
        body: WithdrawRequestSchema.optional(),
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await users.withdraw(currentUser(request), request.body?.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.activePing,
    {
      schema: {
        tags,
        summary: 'Activity ping: records when the user was last active',
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await users.touchActive(currentUser(request));
      return reply.status(204).send(null);
    },
  );
};
