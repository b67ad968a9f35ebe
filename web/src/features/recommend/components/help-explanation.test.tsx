// The folded explanation: opening it shows the steps and reports after-help in the background, once per problem,
// and a failed report changes nothing the student sees.
import { PRACTICE_PATHS } from '@mathbridge/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, type HttpError } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { recordingServerForFile } from '../../../test/recording-server';
import { forgetOpenings } from '../lib/after-help-memory';
import { HelpExplanation } from './help-explanation';

const i18n = initI18n('en');
const server = recordingServerForFile();
let reported: HttpError[];
const problemId = '10000000-0000-4000-8000-000000000007';

function renderExplanation(id = problemId) {
  return render(
    <I18nextProvider i18n={i18n}>
      <HelpExplanation
        problemId={id}
        title="Step-by-step explanation"
        steps={[
          { en: 'Count the apples.', ko: '사과를 세어요.' },
          { en: 'There are 3.', ko: '3개예요.' },
        ]}
        language="en"
      />
    </I18nextProvider>,
  );
}

const afterHelpPosts = () => server.requests.filter((r) => r.method === 'POST' && r.path === PRACTICE_PATHS.afterHelp);

beforeEach(() => {
  reported = [];
  forgetOpenings();
  configureHttp({
    getTranslationCode: () => 'en',
    getAccessToken: () => 'token-abc',
    onError: (error) => void reported.push(error),
  });
  server.on('POST /v1/api/study/after-help', { status: 204 });
});

describe('help explanation', () => {
  it('opens on demand and reports the help once per problem', async () => {
    renderExplanation();
    const region = screen.getByRole('region', { name: 'Step-by-step explanation' });
    expect(region).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show the steps' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(afterHelpPosts()).toEqual([]);

    await userEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide the steps' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Count the apples.')).toBeVisible();
    await waitFor(() => expect(afterHelpPosts()).toHaveLength(1));
    expect(afterHelpPosts()[0]?.body).toEqual({ problemId, kind: 'explanation' });
    expect(afterHelpPosts()[0]?.headers.authorization).toBe('Bearer token-abc');

    // Closed and opened again, or opened on another results page: still one report.
    await userEvent.click(screen.getByRole('button', { name: 'Hide the steps' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the steps' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(afterHelpPosts()).toHaveLength(1);
  });

  it('shows the steps and stays quiet when the report fails', async () => {
    server.on('POST /v1/api/study/after-help', { status: 500, body: { code: 'E_INTERNAL', message: 'Broken' } });
    renderExplanation('10000000-0000-4000-8000-000000000008');
    await userEvent.click(screen.getByRole('button', { name: 'Show the steps' }));
    expect(screen.getByText('There are 3.')).toBeVisible();
    await waitFor(() => expect(afterHelpPosts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reported).toEqual([]);
  });
});
