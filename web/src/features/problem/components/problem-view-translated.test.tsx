// A problem shown in its machine translation: the stem and the choices with words translated, right to left for
// Arabic with the formula left to right and unchanged, the note in Arabic, and a link back to the original.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { testProblem } from '../../../test/practice';
import { QuestionSheetContext, type QuestionSheet } from '../../translation/hooks/use-question-sheet';
import { ProblemView } from './problem-view';

const i18n = initI18n('en');

const problem = testProblem({
  stem: { ko: '\\(2+3\\)의 값은?', en: 'What is \\(2+3\\)?' },
  choices: ['\\(4\\)', 'none of these', '\\(6\\)'],
});

function sheetFor(target: string, rtl: boolean, entries: Record<string, string>): QuestionSheet {
  return {
    target,
    shown: true,
    busy: false,
    rtl,
    show: vi.fn(),
    lookup: (text) => entries[text],
    extend: vi.fn(),
  };
}

function renderWith(sheet: QuestionSheet | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QuestionSheetContext.Provider value={sheet}>
        <ProblemView problem={problem} language="en" check={vi.fn()} heading="Problem 1 of 3" />
      </QuestionSheetContext.Provider>
    </I18nextProvider>,
  );
}

describe('a translated problem', () => {
  it('shows Arabic right to left with the formula left to right, the note in Arabic, and the original on request', async () => {
    const { container } = renderWith(
      sheetFor('ar', true, { 'What is \\(2+3\\)?': 'ما قيمة \\(2+3\\)؟', 'none of these': 'لا شيء مما سبق' }),
    );
    const stem = screen.getByText('ما قيمة', { exact: false });
    const region = stem.closest('[dir]') as HTMLElement;
    expect(region.getAttribute('dir')).toBe('rtl');
    expect(region.getAttribute('lang')).toBe('ar');
    // The formula is the same KaTeX as in the original.
    expect(region.querySelector('.katex annotation')?.textContent).toBe('2+3');
    expect(screen.getByText('لا شيء مما سبق').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const note = screen.getByTestId('machine-translation-note');
    expect(note.getAttribute('lang')).toBe('ar');
    expect(within(note).getByText('ترجمة آلية')).toBeInTheDocument();

    await userEvent.click(within(note).getByRole('button', { name: 'عرض النص الأصلي' }));
    expect(screen.getByText('What is', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('[dir="rtl"]')).toBeNull();
    expect(within(note).getByRole('button', { name: 'عرض الترجمة' })).toBeInTheDocument();
  });

  it('labels a language we have no words for in English, left to right', () => {
    renderWith(sheetFor('sw', false, { 'What is \\(2+3\\)?': 'Je, \\(2+3\\) ni nini?' }));
    expect(screen.getByText('Je,', { exact: false }).closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Machine translation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show original' })).toBeInTheDocument();
  });

  it('shows the original without a note outside a translated set', () => {
    renderWith(null);
    expect(screen.getByText('What is', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('machine-translation-note')).toBeNull();
  });
});
