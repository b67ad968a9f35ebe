// The problem view's catalogue messages: an answer that cannot be read gets 'Please enter the correct answer' with the
// hint and may be answered again (the key stays hidden); a graded answer shows the key, the explanation and 'Please go
// to the next problem' beside Next.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { testProblem } from '../../../test/practice';
import { ProblemView, type ProblemFeedback } from './problem-view';

const i18n = initI18n('en');

const problem = testProblem({
  stem: { ko: '\\(2+3\\)의 값은?', en: 'What is \\(2+3\\)?' },
  choices: ['\\(4\\)', '\\(5\\)', '\\(6\\)', '\\(7\\)', '\\(8\\)'],
});

describe('problem view', () => {
  it('asks for a readable answer with the hint, then grades the next try and points on', async () => {
    const answers: ProblemFeedback[] = [
      { result: 'unparseable', hint: { ko: '보기의 번호를 고르세요.', en: 'Choose one of the numbered choices.' } },
      {
        result: 'correct',
        answer: '1',
        explanation: [{ ko: '\\(2\\)에 \\(3\\)을 더합니다.', en: 'Add \\(3\\) to \\(2\\).' }],
      },
    ];
    const check = vi.fn(async () => answers.shift() as ProblemFeedback);
    const onNext = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ProblemView
          problem={problem}
          language="en"
          check={check}
          onNext={onNext}
          nextLabel="Next problem"
          heading="Problem 1 of 5"
        />
      </I18nextProvider>,
    );

    // Choices that are only math still have a name for screen readers and axe.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the correct answer')).toBeInTheDocument();
    expect(screen.getByText('Choose one of the numbered choices.')).toBeInTheDocument();
    expect(screen.queryByText('Please go to the next problem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next problem' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please go to the next problem')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the correct answer')).not.toBeInTheDocument();
    expect(screen.getByText('Add')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith(1);

    await userEvent.click(screen.getByRole('button', { name: 'Next problem' }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it("on the last problem says it was the last instead of 'Please go to the next problem'", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ProblemView
          problem={problem}
          language="en"
          check={async () => ({ result: 'correct', answer: '1', explanation: [] })}
          onNext={vi.fn()}
          nextLabel="See my results"
          last
          heading="Problem 5 of 5"
        />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'See my results' })).toBeInTheDocument();
    expect(screen.getByText("That's the last problem.")).toBeInTheDocument();
    expect(screen.queryByText('Please go to the next problem')).not.toBeInTheDocument();
  });
});
