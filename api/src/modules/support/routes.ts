// Notices, the FAQ and inquiries for students, and the operators' calls that write them (403 for anyone else).
import {
  AuditPageSchema,
  ErrorCode,
  errorResponses,
  FaqListSchema,
  FaqQuerySchema,
  FaqSchema,
  FaqWriteSchema,
  InquiryAnswerSchema,
  InquiryPageSchema,
  InquirySchema,
  InquiryWriteSchema,
  NoContentSchema,
  NoticePageSchema,
  NoticeSchema,
  NoticeWriteSchema,
  OperatorInquiryQuerySchema,
  OperatorInquiryPageSchema,
  OperatorNoticePageSchema,
  OperatorNoticeSchema,
  SUPPORT_PATHS,
  SupportIdParamsSchema,
  SupportMessage,
  SupportPageQuerySchema,
  UnreadCountSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, signedIn, userId } from '../auth/plugin.js';
import { syncOperatorEmails } from './repository.js';
import { SupportService } from './service.js';

export interface SupportOptions {
  /** Accounts with these e-mails are operators (granted at start, and at signup for later ones). */
  operatorEmails: readonly string[];
}

const errors = errorResponses(400, 401, 404);
const operatorErrors = { ...errors, ...errorResponses(403, 409) };
const paths = SUPPORT_PATHS;

export const supportRoutes: FastifyPluginAsyncZod<SupportOptions> = async (app, options) => {
  const db = app.database.db;
  const support = new SupportService(db, app.log);

  const promoted = await syncOperatorEmails(db, options.operatorEmails);
  if (options.operatorEmails.length > 0) {
    app.log.info({ listed: options.operatorEmails.length, promoted }, 'operator e-mails configured');
  }

  // The students' calls.
  await signedIn(app, async (secured) => {
    const tags = ['support'];

    secured.get(
      paths.notices,
      {
        schema: {
          tags,
          summary: 'Published notices, newest first, with whether the student has read each',
          querystring: SupportPageQuerySchema,
          response: { 200: NoticePageSchema, ...errors },
        },
      },
      async (request) => support.notices(userId(request), request.query),
    );

    secured.get(
      paths.noticesUnread,
      {
        schema: {
          tags,
          summary: 'How many published notices the student has not opened',
          response: { 200: UnreadCountSchema, ...errors },
        },
      },
      async (request) => support.unread(userId(request)),
    );

    secured.get(
      paths.notice,
      {
        schema: {
          tags,
          summary: 'One published notice; opening it marks it (and its alert) read',
          params: SupportIdParamsSchema,
          response: { 200: NoticeSchema, ...errors },
        },
      },
      async (request) => support.openNotice(userId(request), request.params.id),
    );

    secured.get(
      paths.faqs,
      {
        schema: {
          tags,
          summary: 'The FAQ; q searches questions and answers in both languages, category narrows it',
          querystring: FaqQuerySchema,
          response: { 200: FaqListSchema, ...errors },
        },
      },
      async (request) => support.faqs(request.query),
    );

    secured.get(
      paths.inquiries,
      {
        schema: {
          tags,
          summary: "The student's inquiries, newest first",
          querystring: SupportPageQuerySchema,
          response: { 200: InquiryPageSchema, ...errors },
        },
      },
      async (request) => support.inquiries(userId(request), request.query),
    );

    secured.post(
      paths.inquiries,
      {
        schema: {
          tags,
          summary: 'Write an inquiry; it waits for an operator',
          body: InquiryWriteSchema,
          response: { 201: InquirySchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await support.writeInquiry(userId(request), request.body)),
    );

    secured.get(
      paths.inquiry,
      {
        schema: {
          tags,
          summary: "One of the student's inquiries with its answer (another student's is 404)",
          params: SupportIdParamsSchema,
          response: { 200: InquirySchema, ...errors },
        },
      },
      async (request) => support.inquiry(userId(request), request.params.id),
    );
  });

  // The operators' calls: the role is read from the account on every request, so a revoked role stops at once.
  await signedIn(app, async (operator) => {
    operator.addHook('preHandler', async (request) => {
      const user = currentUser(request);
      if (user.role !== 'operator') {
        request.log.warn({ userId: user.id, url: request.routeOptions.url }, 'operator call refused');
        throw new AppError(403, ErrorCode.Forbidden, SupportMessage.operatorsOnly);
      }
    });
    const tags = ['operator'];

    operator.get(
      paths.operatorNotices,
      {
        schema: {
          tags,
          summary: 'Every notice, drafts included, the most recently changed first',
          querystring: SupportPageQuerySchema,
          response: { 200: OperatorNoticePageSchema, ...operatorErrors },
        },
      },
      async (request) => support.allNotices(request.query),
    );

    operator.post(
      paths.operatorNotices,
      {
        schema: {
          tags,
          summary: 'Write a notice (a draft until published)',
          body: NoticeWriteSchema,
          response: { 201: OperatorNoticeSchema, ...operatorErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await support.createNotice(userId(request), request.body)),
    );

    operator.put(
      paths.operatorNotice,
      {
        schema: {
          tags,
          summary: 'Edit a notice (a published one stays published, without a second alert)',
          params: SupportIdParamsSchema,
          body: NoticeWriteSchema,
          response: { 200: OperatorNoticeSchema, ...operatorErrors },
        },
      },
      async (request) => support.updateNotice(userId(request), request.params.id, request.body),
    );

    operator.delete(
      paths.operatorNotice,
      {
        schema: {
          tags,
          summary: 'Remove a notice',
          params: SupportIdParamsSchema,
          response: { 204: NoContentSchema, ...operatorErrors },
        },
      },
      async (request, reply) => {
        await support.deleteNotice(userId(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    operator.post(
      paths.operatorNoticePublish,
      {
        schema: {
          tags,
          summary: 'Publish a draft; every student is alerted (a published notice is 409)',
          params: SupportIdParamsSchema,
          response: { 200: OperatorNoticeSchema, ...operatorErrors },
        },
      },
      async (request) => support.publishNotice(userId(request), request.params.id),
    );

    operator.post(
      paths.operatorFaqs,
      {
        schema: {
          tags,
          summary: 'Add an FAQ entry (last in its category)',
          body: FaqWriteSchema,
          response: { 201: FaqSchema, ...operatorErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await support.createFaq(userId(request), request.body)),
    );

    operator.put(
      paths.operatorFaq,
      {
        schema: {
          tags,
          summary: 'Edit an FAQ entry',
          params: SupportIdParamsSchema,
          body: FaqWriteSchema,
          response: { 200: FaqSchema, ...operatorErrors },
        },
      },
      async (request) => support.updateFaq(userId(request), request.params.id, request.body),
    );

    operator.delete(
      paths.operatorFaq,
      {
        schema: {
          tags,
          summary: 'Remove an FAQ entry',
          params: SupportIdParamsSchema,
          response: { 204: NoContentSchema, ...operatorErrors },
        },
      },
      async (request, reply) => {
        await support.deleteFaq(userId(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    operator.get(
      paths.operatorInquiries,
      {
        schema: {
          tags,
          summary: "Every student's inquiries: waiting ones first (oldest first), then answered ones",
          querystring: OperatorInquiryQuerySchema,
          response: { 200: OperatorInquiryPageSchema, ...operatorErrors },
        },
      },
      async (request) => support.allInquiries(request.query),
    );

    operator.post(
      paths.operatorInquiryAnswer,
      {
        schema: {
          tags,
          summary: 'Answer an inquiry (again to correct the answer); its student is alerted',
          params: SupportIdParamsSchema,
          body: InquiryAnswerSchema,
          response: { 200: InquirySchema, ...operatorErrors },
        },
      },
      async (request) => support.answerInquiry(userId(request), request.params.id, request.body.answer),
    );

    operator.get(
      paths.operatorAudit,
      {
        schema: {
          tags,
          summary: "The operators' actions, newest first",
          querystring: SupportPageQuerySchema,
          response: { 200: AuditPageSchema, ...operatorErrors },
        },
      },
      async (request) => support.audit(request.query),
    );
  });
};
