// /study/chat against a local stand-in for the chat api: JSON calls and a reply stream written event by event, so the
// screen is seen mid-reply (a hint growing, Stop, a fallback notice, a cut connection, the rate limit).
/// <reference types="node" />
import type { ChatMessage, Conversation } from '@mathbridge/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { setHttpBaseUrl } from '../../../lib/http';
import { testProblem } from '../../../test/practice';
import { useLanguageStore } from '../../language/stores/language-store';
import { setChatStreamBaseUrl } from '../api/stream-chat-message';
import ChatRoute from './chat';

const problem = testProblem({ stem: { ko: '2x = 8 (ko)', en: 'Solve \\(2x = 8\\).' } });
const conversationId = '7d3f4a52-5b1e-4c5e-9a43-2b1f1c0f7a10';
const now = '2026-11-24T12:00:00.000Z';

let messages: ChatMessage[] = [];
let seq = 0;
const message = (role: 'student' | 'tutor', text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  role,
  text,
  intent: role === 'student' ? 'hint' : null,
  engine: role === 'tutor' ? 'basic' : null,
  interrupted: false,
  createdAt: now,
  ...extra,
});
const conversation = (): Conversation => ({
  id: conversationId,
  problemId: problem.id,
  title: 'Solve 2x = 8',
  hintLevel: 0,
  createdAt: now,
  updatedAt: now,
  messages,
});

/** How the next reply is written: each step is an SSE event, a pause, or the connection cut. */
type Step = { event: string; data: unknown } | { wait: number } | 'cut' | 'hold';
let reply: { status: number; steps: Step[]; body?: unknown } = { status: 200, steps: [] };
const posted: unknown[] = [];

async function write(res: ServerResponse, steps: Step[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const step of steps) {
    if (step === 'cut') {
      res.socket?.destroy();
      return;
    }
    if (step === 'hold') return; // left open until the client stops
    if ('wait' in step) await new Promise((resolve) => setTimeout(resolve, step.wait));
    else res.write(`event: ${step.event}\ndata: ${JSON.stringify(step.data)}\n\n`);
  }
  res.end();
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const route = `${req.method} ${path}`;
    if (route === 'GET /v1/api/chat/engine') return json(200, { engine: 'basic' });
    if (route === 'POST /v1/api/chat/conversations') return json(200, conversation());
    if (route === `GET /v1/api/chat/conversations/${conversationId}`) return json(200, conversation());
    if (route === 'GET /v1/api/chat/conversations')
      return json(200, { items: [conversation()], page: 1, size: 50, total: 1 });
    if (route === `DELETE /v1/api/chat/conversations/${conversationId}`) return json(204);
    if (route === `GET /v1/api/problems/${problem.id}`) return json(200, problem);
    if (route === `POST /v1/api/chat/conversations/${conversationId}/messages`) {
      posted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (reply.status !== 200) return json(reply.status, reply.body);
      void write(res, reply.steps);
      return;
    }
    json(404, { code: 'E_NOT_FOUND', message: 'No route' });
  });
});

beforeAll(async () => {
  setUpHttp();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setHttpBaseUrl(url);
  setChatStreamBaseUrl(url);
});

afterAll(async () => {
  setHttpBaseUrl('');
  setChatStreamBaseUrl('');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
  messages = [];
  posted.length = 0;
});

const start = { event: 'start', data: { messageId: '00000000-0000-4000-8000-0000000000aa', engine: 'basic' } };
const delta = (text: string) => ({ event: 'delta', data: { text } });

function renderChat(url = `/study/chat?problemId=${problem.id}`) {
  const router = createMemoryRouter([{ path: '/study/chat', Component: ChatRoute }], { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('chat screen', () => {
  it('opens the conversation about the problem and streams a hint, then shows the stored thread', async () => {
    const hint = 'Divide both sides by $2$.';
    reply = {
      status: 200,
      steps: [start, delta('Divide both sides '), { wait: 150 }, delta('by $2$.'), { wait: 50 }],
    };
    const router = renderChat();
    expect(await screen.findByTestId('chat-basic-engine')).toBeInTheDocument();
    expect(await screen.findByText('Solve')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain(`id=${conversationId}`));

    // The stored thread after the reply: the student's hint request and the tutor's words.
    const done = message('tutor', hint);
    reply.steps.push({ event: 'done', data: { message: done } });
    await userEvent.click(screen.getByRole('button', { name: 'Give me a hint' }));
    expect(await screen.findByText('Divide both sides')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    messages = [message('student', ''), done];

    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`The tutor answered: ${hint}`),
    );
    await waitFor(() => expect(screen.getAllByTestId('tutor-message')).toHaveLength(1));
    expect(posted).toEqual([{ intent: 'hint', text: '' }]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    // $2$ is drawn by KaTeX.
    expect(screen.getByTestId('tutor-message').querySelector('.katex')).not.toBeNull();
  });

  it('stops a reply and keeps what came', async () => {
    reply = { status: 200, steps: [start, delta('First, look at'), 'hold'] };
    renderChat();
    await userEvent.type(await screen.findByTestId('chat-input'), '2x = 8 so x = 3{Enter}');
    expect(await screen.findByText('First, look at')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('You stopped this reply.')).toBeInTheDocument();
    expect(screen.getByText('First, look at')).toBeInTheDocument();
    expect(posted).toEqual([{ intent: 'message', text: '2x = 8 so x = 3' }]);
  });

  it('shows the fallback notice and goes on; a cut connection keeps what came and offers Try again', async () => {
    reply = {
      status: 200,
      steps: [
        start,
        delta('The model '),
        { event: 'fallback', data: { message: 'The basic tutor takes over.' } },
        delta('Try x = 4.'),
        { wait: 50 },
        'cut',
      ],
    };
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Give me a hint' }));
    expect(await screen.findByTestId('chat-fallback')).toHaveTextContent('The basic tutor takes over.');
    const failure = await screen.findByTestId('chat-failure');
    expect(failure).toHaveTextContent('The connection dropped');
    expect(screen.getByText('The model Try x = 4.')).toBeInTheDocument();

    reply = { status: 429, steps: [], body: { code: 'E_RATE_LIMITED', message: 'Too many messages' } };
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You're sending messages quickly/)).toBeInTheDocument();
    expect(posted).toHaveLength(2);
  });

  it('lists past chats and deletes one after asking', async () => {
    reply = { status: 200, steps: [] };
    renderChat(`/study/chat?id=${conversationId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Past chats' }));
    const list = await screen.findByTestId('chat-history');
    await userEvent.click(within(list).getByRole('button', { name: 'Delete “Solve 2x = 8”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this chat?' })).not.toBeInTheDocument());
  });
});
