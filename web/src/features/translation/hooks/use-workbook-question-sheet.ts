// The question sheet of a whole problem set: every problem's words in the language the set is shown in, so a
// solving screen (one at a time or the full sheet) translates them together.
import type { ProblemView } from '@mathbridge/contract';
import { useMemo } from 'react';
import { problemTexts } from '../lib/question-sheet';
import { useQuestionSheet, type QuestionSheet } from './use-question-sheet';

export function useWorkbookQuestionSheet(
  items: readonly { problem: ProblemView }[],
  language: 'ko' | 'en',
): QuestionSheet {
  const texts = useMemo(() => items.flatMap((item) => problemTexts(item.problem, language)), [items, language]);
  return useQuestionSheet(texts);
}
