import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { testProblem } from '../../../test/practice';
import { SampleSet } from './sample';

vi.mock('../api/get-samples', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const getSamples = vi.fn(() =>
    Promise.resolve({
      problems: [
        testProblem({ id: 's-1', choices: ['\\(1\\)', '\\(2\\)', '\\(3\\)', '\\(4\\)', '\\(5\\)'] }),
        testProblem({ id: 's-2', choices: ['\\(1\\)', '\\(2\\)', '\\(3\\)', '\\(4\\)', '\\(5\\)'] }),
      ],
    }),
  );
  return { getSamples, useSamples: () => useQuery({ queryKey: ['samples'], queryFn: getSamples }) };
});
vi.mock('../api/check-sample', () => ({
  checkSample: vi.fn(() => Promise.resolve({ result: 'correct', answer: '1', explanation: [] })),
}));

const i18n = initI18n('en');

describe('sample set', () => {
  it("shows no score before the first answer ('0 of 0 correct'), then the running score", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SampleSet audience="visitor" />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Problem 1 of 2', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/of 0 correct/)).toBeNull();
    expect(screen.queryByText(/correct$/)).toBeNull();

    await userEvent.click(screen.getAllByRole('radio')[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('1 of 1 correct')).toBeInTheDocument();
  }, 20_000);
});
