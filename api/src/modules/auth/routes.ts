// /api/auth/*: e-mail codes, availability, signup, login, token refresh and logout, password recovery, Kakao and
// Google. Calls that start a session answer a TokenPair, which the gateway keeps in the session cookie.
import {
  AUTH_PATHS,
  EmailAvailabilitySchema,
  EmailCodeSentSchema,
  EmailCodeVerifiedSchema,
  EmailCodeVerifyRequestSchema,
  EmailRequestSchema,
  errorResponses,
  LoginRequestSchema,
  NoContentSchema,
  OAuthCallbackRequestSchema,
  OAuthExchangeRequestSchema,
  OAuthExchangeSchema,
  OAuthProvidersSchema,
  OAuthStartRequestSchema,
  OAuthStartSchema,
  RefreshRequestSchema,
  SignupRequestSchema,
  TokenPairSchema,
} from '@mathbridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLanguageOf } from '../mail/templates.js';
import { LoginLockedError } from './service.js';
import { useAccountValidationMessages } from './validation.js';

const errors = errorResponses(400, 401, 404, 409, 429, 502);

function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : null;
}

/** The reader's language for mail: the app's translationCode header (the gateway forwards it). */
function languageOf(request: FastifyRequest) {
  return mailLanguageOf(request.headers['translationcode']);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  useAccountValidationMessages(app);
  const { auth } = app.accounts;
  const tags = ['accounts'];

  app.get(
    AUTH_PATHS.emailAvailability,
    {
      schema: {
        tags,
        summary: 'Whether an e-mail address can be used for a new account',
        querystring: EmailRequestSchema,
        response: { 200: EmailAvailabilitySchema, ...errors },
      },
    },
    async (request) => ({ available: await auth.emailAvailable(request.query.email) }),
  );

  app.post(
    AUTH_PATHS.emailCode,
    {
      schema: {
        tags,
        summary: 'Mail a 6-digit verification number for signup (valid 10 minutes)',
        body: EmailRequestSchema,
        response: { 200: EmailCodeSentSchema, ...errors },
      },
    },
    async (request) => auth.sendSignupCode(request.body.email, languageOf(request)),
  );

  app.post(
    AUTH_PATHS.emailCodeVerify,
    {
      schema: {
        tags,
        summary: 'Check a verification number (five wrong tries, then a new one is needed)',
        body: EmailCodeVerifyRequestSchema,
        response: { 200: EmailCodeVerifiedSchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifySignupCode(request.body.email, request.body.code);
      return { verified: true as const };
    },
  );

  app.post(
    AUTH_PATHS.signup,
    {
      schema: {
        tags,
        summary: 'Create an account (e-mail, or finishing a first Kakao/Google sign-in) and start a session',
        body: SignupRequestSchema,
        response: { 200: TokenPairSchema, ...errors },
      },
    },
    async (request) =>
      request.body.method === 'email'
        ? auth.signupWithEmail(request.body, userAgentOf(request))
        : auth.signupWithOAuth(request.body, userAgentOf(request)),
  );

  app.post(
    AUTH_PATHS.login,
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: LoginRequestSchema,
        response: { 200: TokenPairSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await auth.login(
          request.body.email,
          request.body.password,
          userAgentOf(request),
          app.accounts.clientAddressOf(request),
        );
      } catch (err) {
        if (err instanceof LoginLockedError) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  app.post(
    AUTH_PATHS.refresh,
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; reuse of a rotated token ends the whole session family',
        body: RefreshRequestSchema,
        response: { 200: TokenPairSchema, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken, userAgentOf(request)),
  );

  app.post(
    AUTH_PATHS.logout,
    {
      schema: {
        tags,
        summary: 'End the session of a refresh token (idempotent)',
        body: RefreshRequestSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      schema: {
        tags,
        summary: 'Mail a temporary password (same answer whether or not the account exists)',
        body: EmailRequestSchema,
        response: { 204: NoContentSchema, ...errors },
      },
      // The work starts once the answer is sent, so how long the answer takes says nothing about the address.
      onResponse: async (request, reply) => {
        if (reply.statusCode === 204) auth.forgotPasswordInBackground(request.body.email, languageOf(request));
      },
    },
    async (_request, reply) => reply.status(204).send(null),
  );

  app.get(
    AUTH_PATHS.oauthProviders,
    {
      schema: {
        tags,
        summary: 'Which social sign-ins are configured',
        response: { 200: OAuthProvidersSchema },
      },
    },
    async () => auth.providers(),
  );

  app.post(
    AUTH_PATHS.oauthStart,
    {
      schema: {
        tags,
        summary: 'Begin a Kakao or Google sign-in: the provider address to send the browser to',
        body: OAuthStartRequestSchema,
        response: { 200: OAuthStartSchema, ...errors },
      },
    },
    async (request) => ({ authorizationUrl: await auth.startOAuth(request.body.provider) }),
  );

  app.post(
    AUTH_PATHS.oauthExchange,
    {
      schema: {
        tags,
        summary: 'Finish the provider redirect: a login ticket, or a pending sign-up for /user/signupAfter',
        body: OAuthExchangeRequestSchema,
        response: { 200: OAuthExchangeSchema, ...errors },
      },
    },
    async (request) => auth.exchangeOAuth(request.body),
  );

  app.post(
    AUTH_PATHS.oauthCallback,
    {
      schema: {
        tags,
        summary: 'Redeem a one-time login ticket for a session',
        body: OAuthCallbackRequestSchema,
        response: { 200: TokenPairSchema, ...errors },
      },
    },
    async (request) => auth.redeemOAuthTicket(request.body.ticket, userAgentOf(request)),
  );
};
