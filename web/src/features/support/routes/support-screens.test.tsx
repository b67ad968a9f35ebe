// The support screens against a local server: a notice in the reader's language (or the other one), a notice that is
// gone, the operator tools for an operator and the refusal for a student, and asking a question.
import type { Notice, OperatorNoticePage, UserMe } from '@mathbridge/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { initI18n } from '../../../lib/i18n';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import { useSessionStore } from '../../../lib/session-store';
import NoticeDetailRoute from './notice-detail';
import OperatorRoute from './operator';
import SupportRoute from './support';
import { testUser } from '../../../test/user-me';

const server = recordingServerForFile();
const NOTICE_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const user = (role: UserMe['role']): UserMe => testUser({ email: 'minji@example.com', role });

const englishOnly: Notice = {
  id: NOTICE_ID,
  title: { ko: '', en: 'Maintenance on Sunday' },
  body: { ko: '', en: 'We will be down for an hour.' },
  publishedAt: '2026-11-20T01:00:00.000Z',
  read: true,
};

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useSessionStore.setState({ loginStatus: 'LOGIN', user: user('student') });
});

function renderAt(path: string, pattern: string, Component: () => React.ReactNode, language: 'en' | 'ko' = 'en') {
  if (language === 'en') useLanguageStore.getState().chooseGlobal();
  else useLanguageStore.getState().chooseKorean();
  initI18n(language);
  const router = createMemoryRouter([{ path: pattern, Component }], { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('support screens', { timeout: 20_000 }, () => {
  it('shows a notice written only in English to a Korean reader, in English', async () => {
    server.on(`GET /v1/api/notices/${NOTICE_ID}`, { status: 200, body: englishOnly });
    renderAt(`/more/notices/${NOTICE_ID}`, '/more/notices/:id', NoticeDetailRoute, 'ko');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance on Sunday' })).toBeInTheDocument();
    expect(screen.getByTestId('notice-body')).toHaveTextContent('We will be down for an hour.');
    expect(screen.getByRole('link', { name: '공지사항 목록' })).toHaveAttribute('href', '/more/notices');
  });

  it('says a notice that is gone cannot be found, without a retry', async () => {
    server.on(`GET /v1/api/notices/${NOTICE_ID}`, {
      status: 404,
      body: { code: 'E_NOT_FOUND', message: "We couldn't find that notice." },
    });
    renderAt(`/more/notices/${NOTICE_ID}`, '/more/notices/:id', NoticeDetailRoute);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't find that notice. It may have been taken down.");
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('tells a student the operator tools are for operators, and asks the server nothing', async () => {
    renderAt('/operator', '/operator', OperatorRoute);
    expect(await screen.findByRole('heading', { name: 'This page is for operators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(server.requests.filter((r) => r.path.startsWith('/v1/api/operator'))).toEqual([]);
  });

  it('gives an operator the tools, with drafts to publish', async () => {
    useSessionStore.setState({ user: user('operator') });
    const page: OperatorNoticePage = {
      items: [
        {
          id: NOTICE_ID,
          title: { ko: '점검', en: 'Maintenance' },
          body: { ko: '내용', en: 'Text' },
          status: 'DRAFT',
          createdAt: '2026-11-20T01:00:00.000Z',
          updatedAt: '2026-11-20T01:00:00.000Z',
          publishedAt: null,
        },
      ],
      page: 1,
      size: 10,
      total: 1,
    };
    server.on('GET /v1/api/operator/notices', { status: 200, body: page });
    renderAt('/operator', '/operator', OperatorRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator tools' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notices', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish: Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('names what is missing in a question before sending it, then sends it', async () => {
    server.on('GET /v1/api/faqs', { status: 200, body: { items: [] } });
    server.on('GET /v1/api/inquiries', { status: 200, body: { items: [], page: 1, size: 5, total: 0 } });
    server.on('POST /v1/api/inquiries', (request) => ({
      status: 201,
      body: {
        id: NOTICE_ID,
        ...(request.body as object),
        status: 'WAITING',
        answer: null,
        answeredAt: null,
        createdAt: '2026-11-20T01:00:00.000Z',
      },
    }));
    renderAt('/more/support', '/more/support', SupportRoute);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask a question' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Write a title.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Topic/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Using the app' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), { target: { value: 'Sound' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your question/ }), {
      target: { value: 'No sound in lessons.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks! We got your question.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      category: 'APP',
      title: 'Sound',
      body: 'No sound in lessons.',
    });
  });
});
