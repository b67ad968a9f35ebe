// Sharing from the share button against a local server: the expiry chosen (30 days unless changed), the link on this
// site with Copy and a QR code, the phone's share sheet where there is one, and stopping the link from the dialog.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import { ShareButton } from './share-button';

const server = recordingServerForFile();
const SHARE_ID = '00000000-0000-4000-8000-000000000001';
const TEST_ID = '00000000-0000-4000-8000-000000000002';

function created(days: number) {
  return {
    id: SHARE_ID,
    kind: 'PROGRESS',
    testId: null,
    createdAt: '2025-03-04T01:00:00.000Z',
    expiresAt: new Date(Date.UTC(2025, 2, 4 + days, 12)).toISOString(),
    revokedAt: null,
    token: 'k3J9vQp2Xz8LmN4rT6wY1a',
    path: '/report?token=k3J9vQp2Xz8LmN4rT6wY1a',
  };
}

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function renderButton(props: Parameters<typeof ShareButton>[0]) {
  render(
    <AppProvider>
      <MemoryRouter>
        <ShareButton {...props} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('ShareButton', { timeout: 20_000 }, () => {
  it('makes a 30-day link by default and offers it with Copy and a QR code', async () => {
    server.on('POST /v1/api/shares', (request) => ({
      status: 201,
      body: created((request.body as { days: number }).days),
    }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderButton({ kind: 'PROGRESS' });
    await user.click(screen.getByRole('button', { name: 'Share my progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your progress' });
    expect(dialog).toHaveTextContent('only this report');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const link = await screen.findByTestId('share-link');
    const url = `${window.location.origin}/report?token=k3J9vQp2Xz8LmN4rT6wY1a`;
    expect(link).toHaveValue(url);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'PROGRESS', days: 30 });
    expect(dialog).toHaveTextContent('This link works until 2025-04-03.');
    expect(await screen.findByRole('img', { name: 'QR code that opens the link to this report' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    // No share sheet in this browser.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
  });

  it('shares a test result for the days chosen, through the share sheet, and stops it again', async () => {
    server.on('POST /v1/api/shares', (request) => ({
      status: 201,
      body: { ...created((request.body as { days: number }).days), kind: 'SAT', testId: TEST_ID },
    }));
    server.on(`DELETE /v1/api/shares/${SHARE_ID}`, { status: 204 });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderButton({ kind: 'SAT', testId: TEST_ID });
    await user.click(screen.getByRole('button', { name: 'Share this result' }));
    await user.click(await screen.findByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByTestId('share-link');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'SAT', testId: TEST_ID, days: 7 });
    expect(screen.getByRole('dialog')).toHaveTextContent('This link works until 2025-03-11.');

    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/report?token=k3J9vQp2Xz8LmN4rT6wY1a` }),
    );

    await user.click(screen.getByRole('button', { name: 'Stop sharing this link' }));
    expect(await screen.findByText('This link no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('says so when the link cannot be made', async () => {
    server.on('POST /v1/api/shares', { status: 500, body: { code: 'E_INTERNAL', message: 'Internal error' } });
    const user = userEvent.setup();
    renderButton({ kind: 'PROGRESS' });
    await user.click(screen.getByRole('button', { name: 'Share my progress' }));
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't create the link. Please try again.");
  });
});
