// The after-help share on the records page: the share solved alone with what is waiting, and the empty state
// before any try.
import type { AfterHelp } from '@mathbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { recordingServerForFile } from '../../../test/recording-server';
import { AfterHelpSection } from './after-help-section';

const i18n = initI18n('en');
const server = recordingServerForFile();

function renderSection(report: AfterHelp) {
  server.on('GET /v1/api/study/after-help', { status: 200, body: report });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AfterHelpSection />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: 'On your own after help' });
}

beforeEach(() => {
  configureHttp({ getTranslationCode: () => 'en', getAccessToken: () => 'token-abc' });
});

describe('after-help section', () => {
  it('shows the share solved alone and how many are still waiting', async () => {
    const section = renderSection({ due: 6, tried: 4, solvedAlone: 3, share: 0.75 });
    expect(await within(section).findByText('After help, you solved 3 of 4 on your own')).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: '75% on your own' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(within(section).getByText(/2 more are waiting for you/)).toBeInTheDocument();
  });

  it('explains what will show here before the first try', async () => {
    const section = renderSection({ due: 0, tried: 0, solvedAlone: 0, share: null });
    expect(await within(section).findByText('Nothing yet')).toBeInTheDocument();
    expect(within(section).getByText(/When you open a problem's explanation/)).toBeInTheDocument();
  });

  it('says a similar problem is ready when one is due but not tried', async () => {
    const section = renderSection({ due: 1, tried: 0, solvedAlone: 0, share: null });
    expect(
      await within(section).findByText('1 similar problem is ready for you to try on your own.'),
    ).toBeInTheDocument();
  });
});
