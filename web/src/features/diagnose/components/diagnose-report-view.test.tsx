import type { DiagnoseReport } from '@mathbridge/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { DiagnoseReportView } from './diagnose-report-view';

const i18n = initI18n('en');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const name = (en: string, ko: string) => ({ en, ko });

/** A report of 초5 with one unit mastered, one a gap resting on a root gap of 초4, and one still being learned. */
function report(overrides: Partial<DiagnoseReport> = {}): DiagnoseReport {
  return {
    type: 'DIAGNOSE',
    gradeId: 'kr-e5',
    answered: 9,
    correct: 4,
    seconds: 412,
    units: [
      {
        unitId: 'kr-e4-1-2',
        name: name('Angles', '각도'),
        mastery: 0.08,
        low: 0.02,
        high: 0.3,
        status: 'GAP',
        answered: 2,
        correct: 0,
        chosen: false,
        sentence: name('You got 0 of 2 right on angles.', '각도 2문제 중 0문제를 맞혔어요.'),
        evidence: [
          { problemId: id(6), position: 6, correct: false },
          { problemId: id(8), position: 8, correct: false },
        ],
      },
      {
        unitId: 'kr-e5-1-1',
        name: name('Mixed operations', '자연수의 혼합 계산'),
        mastery: 0.854,
        low: 0.7,
        high: 0.95,
        status: 'MASTERED',
        answered: 3,
        correct: 3,
        chosen: true,
        sentence: name('You got 3 of 3 right on mixed operations.', '자연수의 혼합 계산 3문제 중 3문제를 맞혔어요.'),
        evidence: [
          { problemId: id(1), position: 1, correct: true },
          { problemId: id(4), position: 4, correct: true },
          { problemId: id(7), position: 7, correct: true },
        ],
      },
      {
        unitId: 'kr-e5-1-5',
        name: name('Polygons', '다각형의 둘레와 넓이'),
        mastery: 0.12,
        low: 0.03,
        high: 0.4,
        status: 'GAP',
        answered: 2,
        correct: 0,
        chosen: true,
        sentence: name('You got 0 of 2 right on polygons.', '다각형의 둘레와 넓이 2문제 중 0문제를 맞혔어요.'),
        evidence: [
          { problemId: id(2), position: 2, correct: false },
          { problemId: id(5), position: 5, correct: false },
        ],
      },
      {
        unitId: 'kr-e5-1-2',
        name: name('Factors and multiples', '약수와 배수'),
        mastery: 0.6,
        low: 0.35,
        high: 0.82,
        status: 'LEARNING',
        answered: 2,
        correct: 1,
        chosen: true,
        sentence: name('You got 1 of 2 right on factors.', '약수와 배수 2문제 중 1문제를 맞혔어요.'),
        evidence: [
          { problemId: id(3), position: 3, correct: true },
          { problemId: id(9), position: 9, correct: false },
        ],
      },
    ],
    untested: ['kr-e5-1-3'],
    gaps: [
      {
        unitId: 'kr-e5-1-5',
        chain: ['kr-e5-1-5', 'kr-e4-1-2'],
        root: false,
        sentence: name('Polygons build on angles.', '다각형은 각도를 바탕으로 해요.'),
      },
      {
        unitId: 'kr-e4-1-2',
        chain: ['kr-e4-1-2'],
        root: true,
        sentence: name('Angles is a root gap.', '각도가 출발점이에요.'),
      },
    ],
    plan: [
      { step: 1, unitId: 'kr-e4-1-2', reason: 'ROOT_GAP', sentence: name('Start with angles.', '각도부터 시작해요.') },
      { step: 2, unitId: 'kr-e5-1-5', reason: 'GAP', sentence: name('Then polygons.', '그다음 다각형이에요.') },
      { step: 3, unitId: 'kr-e5-1-2', reason: 'LEARNING', sentence: name('Then factors.', '그다음 약수와 배수예요.') },
    ],
    ...overrides,
  };
}

const courseNames = new Map([
  ['kr-e5', name('Elementary Grade 5', '초등학교 5학년')],
  ['kr-e4', name('Elementary Grade 4', '초등학교 4학년')],
  ['kr-e5-1-3', name('Fractions', '약분과 통분')],
]);

const semester1 = name('Semester 1', '1학기');
const places = new Map([
  ['kr-e4-1-2', { gradeId: 'kr-e4', chapter: semester1 }],
  ['kr-e5-1-1', { gradeId: 'kr-e5', chapter: semester1 }],
  ['kr-e5-1-2', { gradeId: 'kr-e5', chapter: semester1 }],
  ['kr-e5-1-5', { gradeId: 'kr-e5', chapter: semester1 }],
]);

function show(props: Partial<Parameters<typeof DiagnoseReportView>[0]> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DiagnoseReportView
          report={report()}
          language="en"
          courseNames={courseNames}
          places={places}
          canPractise
          {...props}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the diagnostic report', () => {
  it('sums up the grade, the figures and the units by status, and names the units not reached', () => {
    show();
    const summary = screen.getByTestId('report-summary');
    expect(summary).toHaveTextContent('Elementary Grade 5');
    expect(summary).toHaveTextContent('We found 2 gaps. Your study plan shows where to start.');
    expect(within(screen.getByTestId('summary-answered')).getByText('9')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-correct')).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-minutes')).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-MASTERED')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-LEARNING')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-GAP')).getByText('2')).toBeInTheDocument();
    expect(summary).toHaveTextContent("We didn't get to these units: Fractions");
  });

  it('says each unit’s mastery in words with its band, its status, its sentence and the answers behind it', async () => {
    const onOpenEvidence = vi.fn();
    show({ onOpenEvidence });
    const unit = screen.getByRole('article', { name: 'Mixed operations' });
    expect(within(unit).getByText('Mastered')).toBeInTheDocument();
    expect(unit).toHaveTextContent('You most likely know this.');
    expect(unit).toHaveTextContent("We're about 85% sure you know it (somewhere from 70% to 95%).");
    expect(unit).toHaveTextContent('One more right answer would make it 95%; one more wrong answer, 70%.');
    expect(unit).toHaveTextContent('You got 3 of 3 right on mixed operations.');
    const answers = within(unit).getAllByTestId('evidence');
    expect(answers.map((answer) => answer.textContent)).toEqual(['Q1 · right', 'Q4 · right', 'Q7 · right']);
    await userEvent.click(
      within(unit).getByRole('button', { name: 'Question 4, right: see the question and how to solve it' }),
    );
    expect(onOpenEvidence).toHaveBeenCalledWith({ problemId: id(4), position: 4, correct: true });

    const gap = screen.getByRole('article', { name: 'Polygons' });
    expect(within(gap).getByText('Gap')).toBeInTheDocument();
    expect(gap).toHaveTextContent('This needs more work.');
    expect(gap).toHaveTextContent("We're about 12% sure you know it (somewhere from 3% to 40%).");
    const learning = screen.getByRole('article', { name: 'Factors and multiples' });
    expect(within(learning).getByText('Still learning')).toBeInTheDocument();
    expect(learning).toHaveTextContent('You may know this.');
    // A prerequisite brought in by a failing unit is named with its grade, among the earlier units checked.
    const earlier = screen.getByRole('region', { name: 'Earlier units we checked' });
    expect(
      within(earlier).getByRole('article', { name: 'Angles Elementary Grade 4 · Semester 1' }),
    ).toBeInTheDocument();
    const chosen = screen.getByRole('region', { name: 'The units you chose' });
    expect(
      within(chosen)
        .getAllByRole('article')
        .map((card) => card.getAttribute('data-unit')),
    ).toEqual(['kr-e5-1-1', 'kr-e5-1-5', 'kr-e5-1-2']);
  });

  it('does not give a band that rounds to one value as a range', () => {
    const certain = { ...report().units[0]!, mastery: 0.001, low: 0.0001, high: 0.004 };
    show({ report: report({ units: [certain] }) });
    const angles = screen.getByTestId('unit-result');
    expect(angles).toHaveTextContent("We're about 1% sure you know it.");
    expect(angles).toHaveTextContent('One more answer would hardly change this.');
  });

  it('shows each gap’s chain down to the root gap, and a plan whose steps open practice on their unit', () => {
    show();
    // The root gap's own chain is the tail of Polygons': drawn once.
    expect(screen.getAllByTestId('gap')).toHaveLength(1);
    const chain = screen.getByRole('list', { name: 'From Polygons back to where to start' });
    expect(
      within(chain)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Polygons', 'Angles (Elementary Grade 4 · Semester 1)Start here']);
    const steps = screen.getAllByTestId('plan-step');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Angles (Elementary Grade 4 · Semester 1)',
      'Step 2: Polygons',
      'Step 3: Factors and multiples',
    ]);
    expect(screen.getByRole('link', { name: 'Practice Angles (Elementary Grade 4 · Semester 1)' })).toHaveAttribute(
      'href',
      '/solve/one?unit=kr-e4-1-2&count=5',
    );
    expect(screen.getByRole('link', { name: 'Study Angles (Elementary Grade 4 · Semester 1)' })).toHaveAttribute(
      'href',
      '/study/learning/?unitId=kr-e4-1-2',
    );
  });

  it('lists the answers without opening them, and offers lessons but no practice, to a visitor', () => {
    show({ canPractise: false });
    expect(screen.queryByRole('link', { name: /^Practice / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study Angles (Elementary Grade 4 · Semester 1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Question / })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('evidence')).toHaveLength(9);
  });

  it('praises a report with no gaps and says there is nothing to fix', () => {
    const mastered = report().units[1]!;
    show({ report: report({ units: [mastered], gaps: [], plan: [], untested: [] }) });
    expect(screen.getByTestId('report-summary')).toHaveTextContent('You know every unit you were tested on.');
    expect(screen.getByText('No gaps found. Nice work!')).toBeInTheDocument();
    expect(screen.getByText(/Nothing to fix right now/)).toBeInTheDocument();
  });

  it('reads in Korean with the report’s own Korean sentences', async () => {
    await i18n.changeLanguage('ko');
    try {
      show({ language: 'ko' });
      const unit = screen.getByRole('article', { name: '자연수의 혼합 계산' });
      expect(unit).toHaveTextContent('이 단원을 알고 있을 가능성은 약 85%예요(70~95% 사이).');
      expect(unit).toHaveTextContent('자연수의 혼합 계산 3문제 중 3문제를 맞혔어요.');
      expect(within(unit).getByText('익혔어요')).toBeInTheDocument();
      expect(screen.getByTestId('report-summary')).toHaveTextContent('부족한 단원을 2개 찾았어요.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
