// The alert centre's screens against a local server: the bell's unread count, the centre's list (opening an alert
// marks it read and goes to its link; mark all read), and the settings section (defaults, a switch saved, a browser
// without push told so).
import { ALERT_PATHS, buildPath } from '@mathbridge/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../app/http-setup';
import { AppProvider } from '../../app/provider';
import { recordingServerForFile } from '../../test/recording-server';
import { useLanguageStore } from '../language/stores/language-store';
import { AlertSettingsSection } from './components/alert-settings-section';
import { TopBarAlerts } from './components/top-bar-alerts';
import AlertsRoute from './routes/alerts';

const server = recordingServerForFile();
const ALERT_ID = '00000000-0000-4000-8000-0000000000a1';

const answer = {
  id: ALERT_ID,
  kind: 'INQUIRY_ANSWER',
  title: { ko: '문의에 답변이 왔어요', en: 'Your inquiry has an answer' },
  body: { ko: '로그인 문의', en: 'About signing in' },
  link: '/more/support/inquiries/7',
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
};

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('alerts', { timeout: 20_000 }, () => {
  it('the bell names the unread count and opens the alert centre', async () => {
    server.on('GET /v1/api/alerts/unread-count', { status: 200, body: { unread: 3 } });
    const user = userEvent.setup();
    renderAt('/', <TopBarAlerts />);
    const bell = await screen.findByRole('link', { name: 'Alerts, 3 unread' });
    expect(screen.getByTestId('alert-bell-count')).toHaveAttribute('data-count', '3');
    await user.click(bell);
    expect(screen.getByTestId('where')).toHaveTextContent('/more/alerts');
  });

  it('lists alerts; opening one marks it read and goes to its link; all can be marked read', async () => {
    let read = false;
    server.on('GET /v1/api/alerts', () => ({
      status: 200,
      body: { items: [{ ...answer, read }], page: 1, size: 20, total: 1, unread: read ? 0 : 1 },
    }));
    server.on(`POST /v1/api/alerts/${ALERT_ID}/read`, () => {
      read = true;
      return { status: 204 };
    });
    server.on('POST /v1/api/alerts/read-all', () => {
      read = true;
      return { status: 200, body: { updated: 1 } };
    });
    const user = userEvent.setup();
    renderAt('/more/alerts', <AlertsRoute />);
    const item = await screen.findByRole('link', { name: /Your inquiry has an answer/ });
    expect(item).toHaveTextContent('Unread: Your inquiry has an answer');
    expect(item).toHaveTextContent('About signing in');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.requests.some((r) => r.path === ALERT_PATHS.readAll)).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    read = false;
    await user.click(screen.getByRole('link', { name: /Your inquiry has an answer/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/more/support/inquiries/7');
  });

  it('opening an unread alert tells the server', async () => {
    server.on('GET /v1/api/alerts', {
      status: 200,
      body: { items: [answer], page: 1, size: 20, total: 1, unread: 1 },
    });
    server.on(`POST /v1/api/alerts/${ALERT_ID}/read`, { status: 204 });
    const user = userEvent.setup();
    renderAt('/more/alerts', <AlertsRoute />);
    await user.click(await screen.findByRole('link', { name: /Your inquiry has an answer/ }));
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.method === 'POST' && r.path === buildPath(ALERT_PATHS.read, { id: ALERT_ID })),
      ).toBe(true),
    );
  });

  it('shows each kind with its push and e-mail switches, saves a change, and says when push cannot work here', async () => {
    const settings = (email: boolean) => ({
      settings: [
        { kind: 'NOTICE', push: true, email: false },
        { kind: 'INQUIRY_ANSWER', push: true, email: true },
        { kind: 'REVIEW_DUE', push: true, email: false },
        { kind: 'STREAK', push: true, email },
      ],
      pushDevices: 0,
      emailAvailable: true,
    });
    server.on('GET /v1/api/alerts/settings', { status: 200, body: settings(false) });
    server.on('PUT /v1/api/alerts/settings', { status: 200, body: settings(true) });
    const user = userEvent.setup();
    renderAt('/more/settings', <AlertSettingsSection />);
    const section = await screen.findByRole('region', { name: 'Alerts' });
    const streakMail = await within(section).findByRole('switch', { name: 'E-mail for Streak about to break' });
    expect(streakMail).not.toBeChecked();
    expect(within(section).getByRole('switch', { name: 'E-mail for Answers to your questions' })).toBeChecked();
    // jsdom has no service worker or PushManager: push is not offered on this browser.
    expect(within(section).getByText(/This browser can't receive push notifications/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn on' })).toBeNull();
    await user.click(streakMail);
    await waitFor(() => expect(streakMail).toBeChecked());
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ settings: [{ kind: 'STREAK', email: true }] });
  });
});
