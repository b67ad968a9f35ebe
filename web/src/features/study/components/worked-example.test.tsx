import type { WorkedExample as Example } from '@mathbridge/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { WorkedExample } from './worked-example';

const i18n = initI18n('en');
// userEvent clicks through MUI's transitions are slow on a busy machine.

function example(overrides: Partial<Example> = {}): Example {
  return {
    type: 'multiple',
    difficulty: 2,
    stem: { ko: '\\(2+3\\)의 값은?', en: 'What is \\(2+3\\)?' },
    choices: ['\\(4\\)', '\\(5\\)', '\\(6\\)', '\\(7\\)', '\\(8\\)'],
    answer: '1',
    explanation: [
      { ko: '\\(2\\)에 \\(3\\)을 더합니다.', en: 'Add \\(3\\) to \\(2\\).' },
      { ko: '답은 \\(5\\)입니다.', en: 'The answer is \\(5\\).' },
    ],
    ...overrides,
  };
}

const renderExample = (value: Example, language: 'ko' | 'en' = 'en') =>
  render(
    <I18nextProvider i18n={i18n}>
      <WorkedExample example={value} number={2} language={language} />
    </I18nextProvider>,
  );

describe('worked example', () => {
  it('keeps the solution hidden until Show solution, then shows the chosen key and every step', async () => {
    renderExample(example());
    const article = screen.getByRole('article', { name: 'Example 2' });
    expect(within(article).getAllByRole('listitem')).toHaveLength(5);
    const button = screen.getByRole('button', { name: 'Show solution' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Answer:')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Hide solution');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/^Answer: 2\./);
    const steps = within(screen.getByRole('region', { name: 'Solution steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Answer:')).not.toBeInTheDocument();
  }, 30_000);

  it('shows an essay key as math and the text in the language asked for', async () => {
    renderExample(example({ type: 'essay', choices: null, answer: '\\frac{1}{2}' }), 'ko');
    expect(screen.getByText(/의 값은\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Hide solution' }).getAttribute('aria-controls') ?? '',
    );
    expect(panel?.querySelector('.katex')).not.toBeNull();
    expect(panel).toHaveTextContent('더합니다');
  }, 30_000);
});
