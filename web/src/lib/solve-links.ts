// The URLs of the solving loop: reading a /solve/one query into a workbook request, and the screen that solves a
// workbook of each kind. 'sheet' is a test solved on one scrollable sheet (/solve/test/one/workbookv2).
import {
  LIMITS,
  MAX_WORKBOOK_QUESTIONS,
  STUDY_MODE_PARAMS,
  type CreateWorkbookRequest,
  type StudyModeParam,
  type TestType,
  type WorkbookKind,
} from '@mathbridge/contract';
import { appPaths } from './paths';

export const SOLVE_VARIANTS = ['practice', 'test', 'quest', 'sheet'] as const;
export type SolveVariant = (typeof SOLVE_VARIANTS)[number];

export const solvePaths = {
  start: appPaths.solve,
  practice: '/solve/one/workbook',
  test: '/solve/test/one/workbook',
  quest: '/solve/test/one/workbook_quest',
  sheet: '/solve/test/one/workbookv2',
  list: appPaths.solveList,
  result: appPaths.solveResult,
  incorrect: appPaths.incorrectNotes,
  study: appPaths.study,
  unit: '/study/learning/',
} as const;

/** Questions in a workbook when the link does not say. */
export const DEFAULT_QUESTION_COUNT = LIMITS.firstTestProblems;

export function workbookPath(variant: SolveVariant, id: string): string {
  return `${solvePaths[variant]}?id=${encodeURIComponent(id)}`;
}

export const resultPath = (id: string) => `${solvePaths.result}?id=${encodeURIComponent(id)}`;

/** The screen of a level, diagnostic or SAT test: it resumes the test, or shows its result once it is finished. */
export function testPath(testType: TestType, id: string, finished: boolean): string {
  const query = `?id=${encodeURIComponent(id)}`;
  switch (testType) {
    case 'LEVEL':
      return `/test${query}`;
    case 'DIAGNOSE':
      return `${finished ? '/solve/diagnose/report' : '/solve/test/diagnose/workbook'}${query}`;
    case 'SAT':
      return `/solve/test/sat${query}`;
  }
}
export const unitPath = (unitId: string) => `${solvePaths.unit}?unitId=${encodeURIComponent(unitId)}`;

export interface StartLink {
  units?: string[];
  mode?: StudyModeParam;
  count?: number;
  unitId?: string;
  problemId?: string;
  q?: string;
  kind?: SolveVariant;
}

/** A /solve/one link; an omitted count means the default. */
export function startPath(link: StartLink): string {
  const query = new URLSearchParams();
  for (const unit of link.units ?? []) query.append('unit', unit);
  if (link.mode) query.set('mode', link.mode);
  if (link.unitId) query.set('unitId', link.unitId);
  if (link.problemId) query.set('problemId', link.problemId);
  if (link.q) query.set('q', link.q);
  query.set('count', String(link.count ?? DEFAULT_QUESTION_COUNT));
  if (link.kind && link.kind !== 'practice') query.set('kind', link.kind);
  return `${solvePaths.start}?${query.toString()}`;
}

export type StartRequest =
  | { status: 'empty' }
  | { status: 'invalid'; field: 'count' | 'mode' | 'kind' }
  | { status: 'ok'; variant: SolveVariant; body: CreateWorkbookRequest };

const variantKind: Record<SolveVariant, WorkbookKind> = {
  practice: 'practice',
  test: 'test',
  quest: 'quest',
  sheet: 'test',
};

/** Reads /solve/one's query: nothing to start (the chooser), a bad value, or the workbook to create. */
export function readStartQuery(search: URLSearchParams): StartRequest {
  const units = search.getAll('unit').filter((unit) => unit.trim() !== '');
  const mode = search.get('mode');
  if (units.length === 0 && !mode) return { status: 'empty' };

  const countText = search.get('count');
  const count = countText == null || countText === '' ? DEFAULT_QUESTION_COUNT : Number(countText);
  if (!Number.isInteger(count) || count < LIMITS.questionsMin || count > MAX_WORKBOOK_QUESTIONS) {
    return { status: 'invalid', field: 'count' };
  }
  const kindText = search.get('kind') ?? 'practice';
  if (!(SOLVE_VARIANTS as readonly string[]).includes(kindText)) return { status: 'invalid', field: 'kind' };
  const variant = kindText as SolveVariant;

  if (units.length > 0) {
    return {
      status: 'ok',
      variant,
      body: { kind: variantKind[variant], questionCount: count, source: { type: 'units', unitIds: units } },
    };
  }
  if (!(STUDY_MODE_PARAMS as readonly string[]).includes(mode ?? '')) return { status: 'invalid', field: 'mode' };
  const optional = (name: string) => {
    const value = search.get(name)?.trim();
    return value ? value : undefined;
  };
  return {
    status: 'ok',
    variant,
    body: {
      kind: variantKind[variant],
      questionCount: count,
      source: {
        type: 'study',
        studyMode: mode as StudyModeParam,
        unitId: optional('unitId'),
        problemId: optional('problemId'),
        q: optional('q'),
      },
    },
  };
}

/** The screen a workbook is solved on, from its kind and the route it was opened on. */
export function variantOfKind(kind: WorkbookKind): SolveVariant {
  return kind;
}
