// Finished-test reports of each kind for the api's and the web app's tests: one sample a kind, typed by the contract's
// report schemas, with what a test looks at given as overrides.
import type { DiagnoseReport, LevelReport, SatReport } from '../tests/tests.js';

/** The first unit of the api's small bank, which the sample diagnosis names. */
const UNIT = 'kr-e1-1-1';

export function levelReport(overrides: Partial<LevelReport> = {}): LevelReport {
  return {
    type: 'LEVEL',
    placement: { gradeId: 'kr-e3', lowGradeId: 'kr-e2', highGradeId: 'kr-e4' },
    itemCount: 12,
    correct: 8,
    seconds: 640,
    strands: [
      { strand: 'number', answered: 5, correct: 4, status: 'strength' },
      { strand: 'geometry', answered: 4, correct: 2, status: 'gap' },
    ],
    nextUnits: [{ unitId: 'kr-e3-1-2', gradeId: 'kr-e3', strand: 'geometry', mastery: 0.42 }],
    ...overrides,
  };
}

export function satReport(overrides: Partial<SatReport> = {}): SatReport {
  return {
    type: 'SAT',
    score: 620,
    low: 580,
    high: 660,
    correct: 30,
    total: 44,
    seconds: 4_000,
    modules: [
      { level: 'standard', correct: 16, total: 22 },
      { level: 'harder', correct: 14, total: 22 },
    ],
    domains: [{ domain: 'sat-q', correct: 8, total: 11, expected: 7.5, relative: 'as-expected' }],
    ...overrides,
  };
}

/** A first-grade diagnosis of one unit, a root gap, answered wrong on `problemId` (none: no evidence). */
export function diagnoseReport(problemId?: string, overrides: Partial<DiagnoseReport> = {}): DiagnoseReport {
  return {
    type: 'DIAGNOSE',
    gradeId: 'kr-e1',
    answered: 3,
    correct: 1,
    seconds: 200,
    units: [
      {
        unitId: UNIT,
        name: { ko: '9까지의 수', en: 'Numbers up to 9' },
        mastery: 0.2,
        low: 0.1,
        high: 0.4,
        status: 'GAP',
        answered: 3,
        correct: 1,
        chosen: true,
        sentence: { ko: '다시 공부해요.', en: 'Study it again.' },
        evidence: problemId === undefined ? [] : [{ problemId, position: 1, correct: false }],
      },
    ],
    untested: [],
    gaps: [{ unitId: UNIT, chain: [UNIT], root: true, sentence: { ko: '뿌리', en: 'Root' } }],
    plan: [{ step: 1, unitId: UNIT, reason: 'ROOT_GAP', sentence: { ko: '먼저', en: 'First' } }],
    ...overrides,
  };
}
