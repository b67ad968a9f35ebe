// Membership routes: the student's membership, subscribe and cancel, the payment history, and the verification of a
// PortOne payment after the redirect (logged in) and by PortOne's webhook (public: it proves nothing by itself, the
// payment is looked up at PortOne).
import {
  CompletePaymentRequestSchema,
  errorResponses,
  MEMBERSHIP_PATHS,
  MembershipSchema,
  PaymentHistorySchema,
  PaymentResultSchema,
  PaymentWebhookSchema,
  SubscribeResultSchema,
  WebhookResultSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, signedIn, userId } from '../auth/plugin.js';
import type { PaymentsConfig } from './config.js';
import { PortOneClient } from './portone.js';
import { MembershipService } from './service.js';

export interface MembershipRoutesOptions {
  /** null: payments are off (the beta). */
  payments?: PaymentsConfig | null;
}

const errors = errorResponses(400, 401, 404, 409, 502);

export const membershipRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (app, options) => {
  const payments = options.payments ?? null;
  const service = new MembershipService(
    app.database.db,
    payments,
    payments ? new PortOneClient(payments) : null,
    app.log.child({ module: 'membership' }),
  );
  const paths = MEMBERSHIP_PATHS;

  app.post(
    paths.webhook,
    {
      schema: {
        tags: ['membership'],
        summary: "PortOne's webhook: the payment is looked up at PortOne and applied once; forgeries are refused",
        body: PaymentWebhookSchema,
        response: { 200: WebhookResultSchema, ...errorResponses(400, 409, 502) },
      },
    },
    async (request) => service.webhook(request.body),
  );

  await signedIn(app, async (secured) => {
    secured.get(
      paths.membership,
      {
        schema: {
          tags: ['membership'],
          summary: "The student's membership, its price, and what the checkout needs when payments are on",
          response: { 200: MembershipSchema, ...errors },
        },
      },
      async (request) => service.get(userId(request)),
    );

    secured.post(
      paths.subscribe,
      {
        schema: {
          tags: ['membership'],
          summary: 'Subscribe: active at once in the beta (0 won); an order to pay when payments are on',
          response: { 200: SubscribeResultSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return service.subscribe(user.id, { name: user.name, email: user.email });
      },
    );

    secured.post(
      paths.cancel,
      {
        schema: {
          tags: ['membership'],
          summary: 'Cancel: it stays active until the end of the period and does not renew',
          response: { 200: MembershipSchema, ...errors },
        },
      },
      async (request) => service.cancel(userId(request)),
    );

    secured.get(
      paths.payments,
      {
        schema: {
          tags: ['membership'],
          summary: "Every order of the student, newest first, with its status and PortOne's receipt",
          response: { 200: PaymentHistorySchema, ...errors },
        },
      },
      async (request) => service.history(userId(request)),
    );

    secured.post(
      paths.complete,
      {
        schema: {
          tags: ['membership'],
          summary: "The payment PortOne's checkout returned with, verified at PortOne before anything changes",
          body: CompletePaymentRequestSchema,
          response: { 200: PaymentResultSchema, ...errors },
        },
      },
      async (request) => service.complete(userId(request), request.body),
    );
  });
};
