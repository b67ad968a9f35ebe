// One reply at a time: sends the student's message, grows the tutor's reply delta by delta, and keeps what came when
// the student stops it or the connection breaks. What is shown locally is dropped once the conversation is read
// again after a finished reply, since the server then holds every message (stopped replies included).
import type { ChatEngine, ChatIntent } from '@mathbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatStreamError, streamChatMessage } from '../api/stream-chat-message';
import { conversationQueryOptions } from '../api/get-conversation';
import { conversationsQueryOptions } from '../api/get-conversations';

export type ReplyFailure = 'rateLimited' | 'busy' | 'network' | 'failed';

export interface LocalTurn {
  key: number;
  intent: ChatIntent;
  /** What the student typed; empty for a quick button (its label is shown instead). */
  text: string;
  reply: string;
  engine: ChatEngine | null;
  /** The model failed and the basic tutor went on: its words, shown in the thread. */
  notices: string[];
  status: 'streaming' | 'stopped' | 'failed' | 'done';
  failure?: ReplyFailure;
}

const failureOf = (error: unknown): ReplyFailure => {
  if (!(error instanceof ChatStreamError)) return 'failed';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 409) return 'busy';
  if (error.status === 0) return 'network';
  return 'failed';
};

export function useChatReply(conversationId: string | null) {
  const queryClient = useQueryClient();
  const [turns, setTurns] = useState<LocalTurn[]>([]);
  /** The finished reply, for the screen reader's live region (not every token). */
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const nextKey = useRef(0);

  // Leaving the screen (or the conversation) stops a reply still being written.
  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
      setTurns([]);
    },
    [conversationId],
  );

  const update = (key: number, change: (turn: LocalTurn) => Partial<LocalTurn>) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? { ...turn, ...change(turn) } : turn)));

  const send = useCallback(
    async (intent: ChatIntent, text: string) => {
      if (!conversationId || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      const key = nextKey.current++;
      setAnnouncement('');
      setTurns((all) => [...all, { key, intent, text, reply: '', engine: null, notices: [], status: 'streaming' }]);
      let finished = '';
      let errorText: string | null = null;
      try {
        await streamChatMessage(
          conversationId,
          { intent, text },
          (event) => {
            if (event.type === 'start') update(key, () => ({ engine: event.engine }));
            else if (event.type === 'delta') update(key, (turn) => ({ reply: turn.reply + event.text }));
            else if (event.type === 'fallback')
              update(key, (turn) => ({ notices: [...turn.notices, event.message], engine: 'basic' }));
            else if (event.type === 'done') finished = event.message.text;
            else errorText = event.message;
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted) update(key, () => ({ status: 'stopped' }));
        else update(key, () => ({ status: 'failed', failure: failureOf(error) }));
        return;
      } finally {
        // The next message may go as soon as this reply has ended, even while the thread is read again below.
        controller.current = null;
        void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions.queryKey });
      }
      if (errorText !== null) {
        update(key, () => ({ status: 'failed', failure: 'failed' }));
      } else if (finished === '') {
        // The stream closed without its last event: the connection was cut.
        update(key, () => ({ status: 'failed', failure: 'network' }));
      } else {
        update(key, () => ({ status: 'done', reply: finished }));
        setAnnouncement(finished);
        await queryClient.refetchQueries({ queryKey: conversationQueryOptions(conversationId).queryKey });
        // The server now holds this turn and the ones before it; a turn sent meanwhile stays.
        setTurns((all) => all.filter((turn) => turn.key > key));
      }
    },
    [conversationId, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Sends a failed turn again, in its place. */
  const retry = useCallback(
    (turn: LocalTurn) => {
      setTurns((all) => all.filter((item) => item.key !== turn.key));
      void send(turn.intent, turn.text);
    },
    [send],
  );

  const streaming = turns.some((turn) => turn.status === 'streaming');
  return { turns, send, stop, retry, streaming, announcement };
}
