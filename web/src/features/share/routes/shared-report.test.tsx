// /report?token= against a local server, logged out: the token sent in the body without a session, the student's
// name and the snapshot date, each kind of report in the reader's language, and the not-found message for a link
// that is unknown, stopped or expired (or missing).
import { SHARE_PATHS } from '@mathbridge/contract';
import type { SharedReport } from '@mathbridge/contract';
import { diagnoseReport, levelReport, satReport } from '@mathbridge/contract/testing';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { initI18n } from '../../../lib/i18n';
import { firstSemesterMap, localized, testUnit } from '../../../test/course-map';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import { unitMastery } from '../../../test/records-factories';
import SharedReportRoute from './shared-report';

const server = recordingServerForFile();
const TOKEN = 'k3J9vQp2Xz8LmN4rT6wY1a';

function shared(report: SharedReport['report']): SharedReport {
  return {
    kind: report.type,
    studentName: 'Minji',
    snapshotAt: '2025-03-04T12:00:00.000Z',
    expiresAt: '2025-04-03T12:00:00.000Z',
    report,
  };
}

const progress = shared({
  type: 'PROGRESS',
  solved: 120,
  correct: 90,
  minutes: 340,
  currentStreak: 4,
  longestStreak: 12,
  months: [
    { start: '2025-02-01', solved: 70, correct: 50, accuracy: 50 / 70, minutes: 200 },
    { start: '2025-03-01', solved: 50, correct: 40, accuracy: 0.8, minutes: 140 },
  ],
  units: [
    unitMastery('kr-e1-1-1', {
      gradeId: 'kr-e1',
      name: localized('Numbers up to 9', '9까지의 수'),
      mastery: 0.82,
      low: 0.7,
      high: 0.9,
    }),
  ],
});

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  server.on('GET /v2/api/comm/course/map', {
    status: 200,
    body: firstSemesterMap([testUnit('kr-e1-1-1', localized('Numbers up to 9', '9까지의 수'), 1)]),
  });
});

/** The report the link opens, read at its link. */
function openReport(report: unknown, language: 'en' | 'ko' = 'en') {
  server.on('POST /v1/api/shared/open', { status: 200, body: report });
  renderAt(`/report?token=${TOKEN}`, language);
}

function renderAt(url: string, language: 'en' | 'ko' = 'en') {
  if (language === 'en') useLanguageStore.getState().chooseGlobal();
  else useLanguageStore.getState().chooseKorean();
  initI18n(language);
  const router = createMemoryRouter([{ path: '/report', Component: SharedReportRoute }], { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('shared report', { timeout: 20_000 }, () => {
  it('opens a progress report by its token, without a session, and shows the name and snapshot date', async () => {
    openReport(progress);
    const report = await screen.findByTestId('shared-report');
    const open = server.requests.find((r) => r.path === SHARE_PATHS.open);
    expect(open?.body).toEqual({ token: TOKEN });
    expect(open?.headers.authorization).toBeUndefined();
    expect(within(report).getByRole('heading', { level: 1, name: 'Minji' })).toBeInTheDocument();
    expect(report).toHaveTextContent('Progress report');
    expect(screen.getByTestId('report-snapshot')).toHaveTextContent('2025-03-04');
    const figures = screen.getByTestId('report-figures');
    expect(figures).toHaveTextContent('Problems solved120');
    expect(figures).toHaveTextContent('Accuracy75%');
    expect(figures).toHaveTextContent('Longest streak12 days');
    const months = within(screen.getByTestId('report-months')).getByRole('table');
    expect(within(months).getByRole('rowheader', { name: '2025-02' })).toBeInTheDocument();
    expect(months).toHaveTextContent('71%');
    const units = screen.getByTestId('report-units');
    // Grade names come from the course map, which the app loads at startup.
    expect(await within(units).findByRole('heading', { name: 'Elementary Grade 1' })).toBeInTheDocument();
    expect(units).toHaveTextContent('Numbers up to 9');
    expect(units).toHaveTextContent('Got it · 80%');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('reads the same report in Korean for a Korean reader', async () => {
    openReport(progress, 'ko');
    const report = await screen.findByTestId('shared-report');
    expect(report).toHaveTextContent('학습 현황 리포트');
    expect(report).toHaveTextContent('9까지의 수');
    expect(await within(report).findByRole('heading', { name: '초등학교 1학년' })).toBeInTheDocument();
    expect(screen.getByTestId('report-figures')).toHaveTextContent('최장 연속 공부12일');
  });

  it('shows a level test placement with its band, the areas and the next units', async () => {
    openReport(
      shared(
        levelReport({
          placement: { gradeId: 'kr-m1', lowGradeId: 'kr-e6', highGradeId: 'kr-m2' },
          strands: [{ strand: 'algebra', answered: 4, correct: 3, status: 'strength' }],
          nextUnits: [{ unitId: 'kr-e1-1-1', gradeId: 'kr-e1', strand: 'number', mastery: 0.42 }],
        }),
      ),
    );
    expect(await screen.findByTestId('report-placement')).toHaveTextContent(
      '90% sure the level is between Grade 6 and Grade 8.',
    );
    expect(screen.getByTestId('report-strands')).toHaveTextContent('Patterns and algebra3 of 4Strength');
    expect(await within(screen.getByTestId('report-next')).findByText('Numbers up to 9')).toBeInTheDocument();
    expect(screen.getByTestId('report-next')).toHaveTextContent('About 40% known already');
  });

  it('shows an SAT score with its range, modules and domains', async () => {
    openReport(shared(satReport()));
    expect(await screen.findByTestId('report-score')).toHaveTextContent('620Likely range 580–660');
    expect(screen.getByTestId('report-modules')).toHaveTextContent('Module 2 (harder)14 of 22');
    expect(screen.getByTestId('report-domains')).toHaveTextContent(
      'Problem-Solving and Data Analysis8 of 11As expected',
    );
  });

  it('shows a diagnosis: units with mastery, band, status and sentence, the gaps and the plan', async () => {
    const sentence = (en: string) => localized(en, en);
    const sample = diagnoseReport();
    openReport(
      shared({
        ...sample,
        answered: 6,
        correct: 3,
        seconds: 300,
        units: sample.units.map((unit) => ({
          ...unit,
          mastery: 0.12,
          low: 0.03,
          high: 0.35,
          correct: 0,
          sentence: sentence('You got 0 of 3 right on numbers up to 9.'),
        })),
        gaps: sample.gaps.map((gap) => ({ ...gap, sentence: sentence('Start with counting.') })),
        plan: sample.plan.map((step) => ({ ...step, sentence: sentence('Practice counting to 9.') })),
      }),
    );
    const units = await screen.findByTestId('report-units');
    expect(units).toHaveTextContent('Numbers up to 9Gap · 12% (3–35%)You got 0 of 3 right on numbers up to 9.');
    expect(screen.getByTestId('report-counts')).toHaveTextContent('Mastered: 0 · Still learning: 0 · Gaps: 1');
    expect(screen.getByTestId('report-gaps')).toHaveTextContent('Numbers up to 9Root gapStart with counting.');
    expect(screen.getByTestId('report-plan')).toHaveTextContent('Numbers up to 9 (Start here)Practice counting to 9.');
  });

  it("says it couldn't find the record for a link that is unknown, stopped or expired, or has no token", async () => {
    server.on('POST /v1/api/shared/open', {
      status: 404,
      body: { code: 'E_NOT_FOUND', message: "We couldn't find your record." },
    });
    renderAt(`/report?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "We couldn't find your record." })).toBeInTheDocument();
  });

  it('does not call the api without a token', async () => {
    renderAt('/report');
    expect(await screen.findByRole('heading', { name: "We couldn't find your record." })).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === SHARE_PATHS.open)).toBe(false);
  });
});
