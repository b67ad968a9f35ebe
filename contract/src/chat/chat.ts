// The chat tutor (/study/chat): conversations kept per student and per problem, replies streamed as server-sent
// events, from a language model when one is configured, else from the built-in tutor.
import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.js';

export const CHAT_PATHS = {
  /**
   * GET: the student's conversations, newest first (paged). POST: open one (or take up the student's conversation about
   * that problem). DELETE: all of them.
   */
  conversations: '/v1/api/chat/conversations',
  /** GET: one conversation with its messages. DELETE: that one. Another student's: 404. */
  conversation: '/v1/api/chat/conversations/:id',
  /** POST: the student's message; the answer is a `text/event-stream` of CHAT_EVENTS. */
  messages: '/v1/api/chat/conversations/:id/messages',
  /** GET: which engine answers now (so the app can say it is the basic tutor). */
  engine: '/v1/api/chat/engine',
} as const;

/** `model`: the configured language model; `basic`: the built-in tutor (no model, or the model failed). */
export const CHAT_ENGINES = ['model', 'basic'] as const;
export type ChatEngine = (typeof CHAT_ENGINES)[number];

/**
 * What the student asks for. `message`: free text (a question, or a step to check). `hint`: the next rung of the hint
 * ladder (nudge, hint, one worked step). `solution`: the whole solution, given only after the ladder's last rung.
 */
export const CHAT_INTENTS = ['message', 'hint', 'solution'] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** Longest student message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

export const ChatEngineInfoSchema = z.object({ engine: z.enum(CHAT_ENGINES) });
export type ChatEngineInfo = z.infer<typeof ChatEngineInfoSchema>;

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['student', 'tutor']),
  /** Plain text with math between `$…$` (inline) or `$$…$$` (display), rendered with KaTeX. */
  text: z.string(),
  intent: z.enum(CHAT_INTENTS).nullable(),
  /** Who wrote a tutor message; null for the student's. */
  engine: z.enum(CHAT_ENGINES).nullable(),
  /** A tutor reply that was stopped by the student or cut off: what arrived is kept. */
  interrupted: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  /** The problem the chat was opened from; null for a chat opened on its own. */
  problemId: z.uuid().nullable(),
  title: z.string(),
  /** How far up the hint ladder the student has gone (0: none yet; 3: a worked step given). */
  hintLevel: z.number().int().min(0).max(3),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationSchema = ConversationSummarySchema.extend({
  messages: z.array(ChatMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListQuerySchema = z.object(pageQuery);
export const ConversationListSchema = pageOf(ConversationSummarySchema);
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const OpenConversationRequestSchema = z.object({
  /** Opened from a problem: the tutor knows its stem, choices, explanation and the student's answers to it. */
  problemId: z.uuid({ message: 'problemId must be a problem id (a UUID)' }).optional(),
});
export type OpenConversationRequest = z.infer<typeof OpenConversationRequestSchema>;

export const SendChatMessageRequestSchema = z
  .object({
    intent: z.enum(CHAT_INTENTS, { message: 'intent must be message, hint or solution' }).default('message'),
    text: z
      .string({ message: 'text must be a string' })
      .trim()
      .max(CHAT_MESSAGE_MAX, `text is longer than ${CHAT_MESSAGE_MAX} characters`)
      .default(''),
  })
  .refine((body) => body.intent !== 'message' || body.text.length > 0, {
    message: 'text must not be empty',
    path: ['text'],
  });
export type SendChatMessageRequest = z.input<typeof SendChatMessageRequestSchema>;

/**
 * The server-sent events of one reply, in order: `start` once, `delta` any number of times, then `done`; `fallback`
 * when the model failed and the built-in tutor takes over (more `delta`s follow); `error` ends a reply that could not
 * be made (the student's message is kept).
 */
export const CHAT_EVENTS = ['start', 'delta', 'fallback', 'done', 'error'] as const;
export type ChatEventName = (typeof CHAT_EVENTS)[number];

export const ChatStartEventSchema = z.object({ messageId: z.uuid(), engine: z.enum(CHAT_ENGINES) });
export const ChatDeltaEventSchema = z.object({ text: z.string() });
/** `message` says, in the student's language, that the model stopped and the basic tutor goes on. */
export const ChatFallbackEventSchema = z.object({ message: z.string() });
export const ChatDoneEventSchema = z.object({ message: ChatMessageSchema });
export const ChatErrorEventSchema = z.object({ code: z.string(), message: z.string() });

export const ChatErrorCode = {
  /** The conversation belongs to someone else or does not exist. */
  NotFound: 'E_CHAT_NOT_FOUND',
  /** A reply is still being written in this conversation. */
  Busy: 'E_CHAT_BUSY',
} as const;
