// What both ways of solving a workbook (one problem at a time, or the whole sheet) start from: the problem language
// and its question sheet, the source's label, the answer sender, the answers kept on the device for this workbook
// (not yet taken by the server) and the finish, which waits for them.
import type { Workbook } from '@mathbridge/contract';
import { useMemo } from 'react';
import { useSourceLabel } from '../../course/hooks/use-source-label';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useWorkbookQuestionSheet } from '../../translation/hooks/use-workbook-question-sheet';
import { useKeptAnswersStore } from '../stores/kept-answers-store';
import { useFinishWorkbook } from './use-finish-workbook';
import { useSubmitAnswer } from './use-submit-answer';

export function useWorkbookSession(workbook: Workbook) {
  const language = useProblemLanguage();
  const questionSheet = useWorkbookQuestionSheet(workbook.items, language);
  const sourceLabel = useSourceLabel();
  const submit = useSubmitAnswer(workbook);
  const kept = useKeptAnswersStore((s) => s.kept);
  const keptIds = useMemo(
    () => new Set(kept.filter((k) => k.workbookId === workbook.id).map((k) => k.problemId)),
    [kept, workbook.id],
  );
  const finishing = useFinishWorkbook(workbook, keptIds.size);
  return { language, questionSheet, sourceLabel, submit, keptIds, finishing };
}
