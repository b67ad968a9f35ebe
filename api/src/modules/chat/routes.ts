// The chat tutor's calls; all need a login and see only the student's own conversations. A reply is a
// `text/event-stream` written straight to the socket, one flushed event at a time.
import {
  CHAT_PATHS,
  ChatEngineInfoSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationSchema,
  ErrorResponseSchema,
  errorResponses,
  NoContentSchema,
  OpenConversationRequestSchema,
  SendChatMessageRequestSchema,
  type ChatEventName,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChatModelConfig } from '../../config/env.js';
import { currentUser, signedIn, userId } from '../auth/plugin.js';
import type { Language } from './prompt.js';
import { ChatService } from './service.js';

const IdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a UUID' }) });
const errors = errorResponses(400, 401, 404);

/** The language the student set in the app, else the browser's; Korean when neither says. */
function languageOf(request: FastifyRequest): Language {
  const saved = currentUser(request).languageType;
  if (saved === 'ko' || saved === 'en') return saved;
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'ko';
}

export const chatRoutes: FastifyPluginAsyncZod<{ model: ChatModelConfig | null }> = async (app, options) => {
  const chat = new ChatService(app.database.db, options.model, app.log);
  const paths = CHAT_PATHS;

  await signedIn(app, async (secured) => {
    secured.get(
      paths.engine,
      {
        schema: {
          tags: ['chat'],
          summary: 'Which engine answers the chat now',
          response: { 200: ChatEngineInfoSchema },
        },
      },
      async () => ({ engine: chat.engine }),
    );

    secured.get(
      paths.conversations,
      {
        schema: {
          tags: ['chat'],
          summary: "The student's conversations, the latest first",
          querystring: ConversationListQuerySchema,
          response: { 200: ConversationListSchema, ...errors },
        },
      },
      async (request) => chat.list(userId(request), request.query),
    );

    secured.post(
      paths.conversations,
      {
        schema: {
          tags: ['chat'],
          summary: "Open a conversation, or take up the student's conversation about the problem",
          body: OpenConversationRequestSchema,
          response: { 200: ConversationSchema, 201: ConversationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const opened = await chat.open(userId(request), request.body.problemId, languageOf(request));
        return reply.code(opened.created ? 201 : 200).send(opened.conversation);
      },
    );

    secured.delete(
      paths.conversations,
      {
        schema: {
          tags: ['chat'],
          summary: 'Delete all the student’s conversations',
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await chat.removeAll(userId(request));
        return reply.code(204).send(null);
      },
    );

    secured.get(
      paths.conversation,
      {
        schema: {
          tags: ['chat'],
          summary: 'One conversation with its messages',
          params: IdParamsSchema,
          response: { 200: ConversationSchema, ...errors },
        },
      },
      async (request) => chat.get(userId(request), request.params.id),
    );

    secured.delete(
      paths.conversation,
      {
        schema: {
          tags: ['chat'],
          summary: 'Delete one conversation',
          params: IdParamsSchema,
          response: { 204: NoContentSchema, 409: ErrorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await chat.remove(userId(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    secured.post(
      paths.messages,
      {
        schema: {
          tags: ['chat'],
          summary: "Send the student's message; the reply streams back as server-sent events",
          params: IdParamsSchema,
          body: SendChatMessageRequestSchema,
          response: { 409: ErrorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        // 404 and 409 are ordinary JSON answers; only a reply that will be written becomes a stream.
        const pending = await chat.beginReply(userId(request), request.params.id, request.body, languageOf(request));
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
          'x-request-id': request.id,
        });
        raw.flushHeaders();
        const gone = new AbortController();
        raw.on('close', () => {
          if (!raw.writableFinished) gone.abort();
        });
        const send = (event: ChatEventName, data: unknown) => {
          if (gone.signal.aborted || raw.destroyed) return;
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        };
        await chat.finishReply(pending, { send, gone: gone.signal });
        if (!raw.destroyed) raw.end();
      },
    );
  });
};
