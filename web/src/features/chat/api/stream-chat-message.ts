// POST the student's message and read the tutor's reply as a server-sent event stream. The stream needs the raw
// Response body, so it has its own fetch with the headers every request carries.
import {
  CHAT_PATHS,
  ChatDeltaEventSchema,
  ChatDoneEventSchema,
  ChatErrorEventSchema,
  ChatFallbackEventSchema,
  ChatStartEventSchema,
  ErrorResponseSchema,
  buildPath,
  type ChatEngine,
  type ChatMessage,
  type SendChatMessageRequest,
} from '@mathbridge/contract';
import { requestHeaders } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { renewAccessToken } from '../../session/lib/session-actions';
import { createSseParser } from '../lib/sse';

export type ChatStreamEvent =
  | { type: 'start'; messageId: string; engine: ChatEngine }
  | { type: 'delta'; text: string }
  | { type: 'fallback'; message: string }
  | { type: 'done'; message: ChatMessage }
  | { type: 'error'; code: string; message: string };

/** Why a reply could not be asked for; the body of a failed answer, or none when nothing came back. */
export class ChatStreamError extends Error {
  constructor(
    /** HTTP status; 0 when the connection failed or broke mid-reply. */
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

let streamBase = '';

/** Same origin by default; tests point it at a local server. */
export function setChatStreamBaseUrl(url: string): void {
  streamBase = url.replace(/\/$/, '');
}

function toStreamEvent(event: string, data: string): ChatStreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  switch (event) {
    case 'start': {
      const parsed = ChatStartEventSchema.safeParse(payload);
      return parsed.success ? { type: 'start', ...parsed.data } : null;
    }
    case 'delta': {
      const parsed = ChatDeltaEventSchema.safeParse(payload);
      return parsed.success ? { type: 'delta', ...parsed.data } : null;
    }
    case 'fallback': {
      const parsed = ChatFallbackEventSchema.safeParse(payload);
      return parsed.success ? { type: 'fallback', ...parsed.data } : null;
    }
    case 'done': {
      const parsed = ChatDoneEventSchema.safeParse(payload);
      return parsed.success ? { type: 'done', ...parsed.data } : null;
    }
    case 'error': {
      const parsed = ChatErrorEventSchema.safeParse(payload);
      return parsed.success ? { type: 'error', ...parsed.data } : null;
    }
    default:
      return null; // an event this app does not know yet
  }
}

async function post(path: string, body: SendChatMessageRequest, token: string | null, signal: AbortSignal) {
  const headers = { ...requestHeaders(token), Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  return fetch(`${streamBase}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
}

/**
 * Sends the student's message and hands each event of the reply to `onEvent` as it arrives. Resolves when the stream
 * ends; rejects with ChatStreamError on a failed answer or a broken connection, and with the AbortError when stopped.
 */
export async function streamChatMessage(
  conversationId: string,
  body: SendChatMessageRequest,
  onEvent: (event: ChatStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const path = buildPath(CHAT_PATHS.messages, { id: conversationId });
  let token = useSessionStore.getState().accessToken;
  let response: Response;
  try {
    response = await post(path, body, token, signal);
    if (response.status === 401 && token) {
      const renewed = await renewAccessToken();
      if (renewed && renewed !== token) {
        token = renewed;
        response = await post(path, body, token, signal);
      }
    }
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ChatStreamError(0, null, 'The network is unavailable');
  }
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
    throw new ChatStreamError(
      response.status,
      parsed.success ? parsed.data.code : null,
      parsed.success ? parsed.data.message : `HTTP ${response.status}`,
    );
  }
  if (!response.body) throw new ChatStreamError(0, null, 'The reply had no body');
  const parser = createSseParser(({ event, data }) => {
    const parsed = toStreamEvent(event, data);
    if (parsed) onEvent(parsed);
  });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ChatStreamError(0, null, 'The connection broke');
  }
}
