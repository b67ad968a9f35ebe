// The calls behind recommendations: the AI study set (the learning model's picks, each with why), the after-help
// report (POST when a student got help on a problem, GET for the share they then solved alone) and the NEXT unit's why.
import {
  AfterHelpSchema,
  PRACTICE_PATHS,
  StudySetSchema,
  buildPath,
  type AfterHelp,
  type AfterHelpRequest,
  type StudySet,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Problems in the AI set (the 'a set of 10'). */
export const AI_SET_SIZE = 10;

// Each card shows its own loading and failure: nothing here covers the page or opens the alert dialog.
const quiet = { errorMode: 'silent', showLoading: false } as const;

const studyPath = (mode: 'AI' | 'NEXT') => buildPath(PRACTICE_PATHS.study, { mode });

export function getAiSet(count = AI_SET_SIZE): Promise<StudySet> {
  return request(`${studyPath('AI')}?count=${count}`, { schema: StudySetSchema, ...quiet });
}

export function getNextSet(): Promise<StudySet> {
  return request(studyPath('NEXT'), { schema: StudySetSchema, ...quiet });
}

export function postAfterHelp(body: AfterHelpRequest): Promise<unknown> {
  return request(PRACTICE_PATHS.afterHelp, { method: 'POST', body, ...quiet });
}

export function getAfterHelp(): Promise<AfterHelp> {
  return request(PRACTICE_PATHS.afterHelp, { schema: AfterHelpSchema, ...quiet });
}

export const recommendKeys = {
  ai: ['recommend', 'ai'] as const,
  next: ['recommend', 'next'] as const,
  afterHelp: ['recommend', 'after-help'] as const,
};

// A student comes back to these right after solving, when the picks have changed.
const fresh = { staleTime: 0, retry: false } as const;

export const aiSetQuery = queryOptions({ queryKey: recommendKeys.ai, queryFn: () => getAiSet(), ...fresh });

export const nextSetQuery = queryOptions({ queryKey: recommendKeys.next, queryFn: getNextSet, ...fresh });

export const afterHelpQuery = queryOptions({ queryKey: recommendKeys.afterHelp, queryFn: getAfterHelp, ...fresh });
