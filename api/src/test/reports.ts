// Finished-test reports of each kind, as the tests module writes them, for tests and benchmarks that need a finished
// test without taking one.
import type { DiagnoseReport, LevelReport, SatReport } from '@mathbridge/contract';

/** The first unit of the small bank, which the diagnostic report names. */
const UNIT = 'kr-e1-1-1';

export const levelReport = (): LevelReport => ({
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
});

export const satReport = (): SatReport => ({
  type: 'SAT',
  score: 610,
  low: 560,
  high: 660,
  correct: 30,
  total: 44,
  seconds: 4_100,
  modules: [
    { level: 'standard', correct: 15, total: 22 },
    { level: 'harder', correct: 15, total: 22 },
  ],
  domains: [{ domain: 'sat-h', correct: 10, total: 13, expected: 9.5, relative: 'as-expected' }],
});

export const diagnoseReport = (problemId: string): DiagnoseReport => ({
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
      evidence: [{ problemId, position: 1, correct: false }],
    },
  ],
  untested: [],
  gaps: [{ unitId: UNIT, chain: [UNIT], root: true, sentence: { ko: '뿌리', en: 'Root' } }],
  plan: [{ step: 1, unitId: UNIT, reason: 'ROOT_GAP', sentence: { ko: '먼저', en: 'First' } }],
});
