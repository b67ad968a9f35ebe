// Account infrastructure for every route: `app.authenticate` (a preHandler that sets `request.user` from the
// Bearer access token), `app.authenticateOptional`, and the account services used by the auth and user routes.
import { AuthMessage, ErrorCode } from '@mathbridge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { createMailer } from '../mail/mailer.js';
import { findUserById } from '../users/repository.js';
import { UserService } from '../users/service.js';
import { addressTrust, clientAddress } from './client-address.js';
import type { AccountsConfig } from './config.js';
import { OAuthClients } from './oauth.js';
import { dummyHash } from './passwords.js';
import { isFamilyActive } from './repository.js';
import { resolveJwtSecret } from './secret.js';
import { AuthService } from './service.js';
import { TokenSigner } from './tokens.js';

/** The signed-in user as other modules see it: no password hashes. */
export type AuthUser = Omit<UserRow, 'passwordHash' | 'tempPasswordHash'> & { hasPassword: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 E00001 without a valid access token, 401 E00004 when the user is gone or withdrawn. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `request.user` when a valid token is sent, and lets the request through either way. */
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
    accounts: {
      auth: AuthService;
      users: UserService;
      /** The client's address as the gateway vouches for it (see client-address.ts). */
      clientAddressOf: (request: FastifyRequest) => string;
      /** Signs the tokens of links in e-mails (unsubscribe) with the accounts' key. */
      tokens: TokenSigner;
    };
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session family of the access token (to keep it when other sessions are ended). */
    sessionFamilyId: string | null;
  }
}

export function toAuthUser(row: UserRow): AuthUser {
  const { passwordHash, tempPasswordHash: _temp, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  // The app has been seen sending the text "undefined" when it had no token (spec §4).
  if (!match?.[1] || match[1] === 'undefined' || match[1] === 'null') return null;
  return match[1];
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { config: AccountsConfig }) => {
    const signer = new TokenSigner(resolveJwtSecret(options.config, app.log));
    const mailer = createMailer({ smtpUrl: options.config.smtpUrl, from: options.config.mailFrom }, app.log);
    const oauth = new OAuthClients(options.config);
    const auth = new AuthService({ db: app.database.db, signer, mailer, oauth, log: app.log });
    const trust = addressTrust(options.config.gatewayAddresses, options.config.trustProxy);
    const clientAddressOf = (request: FastifyRequest) =>
      clientAddress(request.raw.socket.remoteAddress, request.headers['x-forwarded-for'], trust);
    app.decorate('accounts', {
      auth,
      users: new UserService({ db: app.database.db, auth }),
      clientAddressOf,
      tokens: signer,
    });
    // preClose runs before any onClose, so the work begun after answering ends while the database is still open.
    app.addHook('preClose', async () => auth.settle());
    app.addHook('onClose', async () => mailer.close());
    // Made now, so the first login of an unknown address is not slower than the rest.
    await dummyHash();

    app.decorateRequest('user', null);
    app.decorateRequest('sessionFamilyId', null);

    async function resolve(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw new AppError(401, ErrorCode.InvalidToken, AuthMessage.sessionExpired);
      const claims = await signer.verifyAccess(token);
      if (!claims) throw new AppError(401, ErrorCode.InvalidToken, AuthMessage.sessionExpired);
      const row = await findUserById(app.database.db, claims.userId);
      if (!row || row.status !== 'active') {
        throw new AppError(401, ErrorCode.UserNotFound, AuthMessage.userNotFound);
      }
      if (!(await isFamilyActive(app.database.db, claims.familyId, new Date()))) {
        throw new AppError(401, ErrorCode.InvalidToken, AuthMessage.sessionExpired);
      }
      request.user = toAuthUser(row);
      request.sessionFamilyId = claims.familyId;
    }

    app.decorate('authenticate', resolve);
    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await resolve(request);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    });
  },
  { name: 'auth', dependencies: [] },
);

/** The user of an authenticated request (the preHandler guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, ErrorCode.InvalidToken, AuthMessage.sessionExpired);
  return request.user;
}

/** The routes' instance inside a scope, typed by the contract's zod schemas. */
export type ZodRoutes = Parameters<FastifyPluginAsyncZod>[0];

/** Registers routes in a scope where every request must carry a valid access token (checked before the handler). */
export async function signedIn(app: FastifyInstance, routes: (secured: ZodRoutes) => void | Promise<void>) {
  await app.register(async (plugin) => {
    const secured = plugin.withTypeProvider<ZodTypeProvider>();
    secured.addHook('preHandler', app.authenticate);
    await routes(secured);
  });
}

/** The signed-in student's id, for a route that acts on their own records. */
export function userId(request: FastifyRequest): string {
  return currentUser(request).id;
}
