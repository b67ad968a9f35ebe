// The sheet-style test (/solve/test/one/workbookv2): every problem on one scrollable sheet, answered in any order,
// recorded without feedback, and one Finish at the end. The navigator jumps to a problem.
import type { Workbook } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemView, type ProblemFeedback } from '../../problem/components/problem-view';
import { QuestionSheetContext } from '../../translation/hooks/use-question-sheet';
import { useWorkbookSession } from '../hooks/use-workbook-session';
import { nowMs } from '../lib/clock';
import { useSolveStore } from '../stores/solve-store';
import { FinishDialog } from './finish-dialog';
import { QuestionNavigator, type NavigatorItem } from './question-navigator';
import { SessionTop } from './session-top';
import { SolveHeader } from './solve-header';

const anchor = (index: number) => `sheet-problem-${index + 1}`;

export function SheetSession({ workbook }: { workbook: Workbook }) {
  const { t } = useTranslation('solve');
  const { language, questionSheet, sourceLabel, submit, keptIds, finishing } = useWorkbookSession(workbook);
  const { start, reset, goTo, currentIndex, setStep, selectGrade } = useSolveStore();
  const [startedAt] = useState(() => Date.now());
  const lastAnswerAt = useRef(0);
  const ids = useRef(workbook.items.map((item) => item.problem.id));

  // On a sheet every problem is open from the start.
  useEffect(() => {
    lastAnswerAt.current = nowMs();
    start(ids.current, { index: 0, visited: ids.current });
    return reset;
  }, [workbook.id, start, reset]);

  const total = workbook.items.length;
  const answered = workbook.items.filter((i) => i.answered || keptIds.has(i.problem.id)).length;
  const navigatorItems: NavigatorItem[] = workbook.items.map((item) => ({
    state: keptIds.has(item.problem.id) ? 'saved' : item.answered ? 'answered' : 'open',
    enabled: true,
  }));

  function jump(index: number) {
    goTo(index);
    const target = document.getElementById(anchor(index));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
  }

  async function check(index: number, problemId: string, answer: string | number): Promise<ProblemFeedback> {
    const now = nowMs();
    const result = await submit(problemId, answer, now - lastAnswerAt.current);
    if (result.feedback.result !== 'unparseable') {
      lastAnswerAt.current = now;
      goTo(index);
      setStep(2);
      selectGrade(result.response?.result ?? null);
    }
    return result.feedback;
  }

  return (
    <QuestionSheetContext.Provider value={questionSheet}>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
        <SolveHeader
          title={t('titles.sheet')}
          answered={answered}
          total={total}
          startedAt={startedAt}
          progressText={t('sheet.answeredOf', { answered, total })}
        >
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
            {sourceLabel(workbook.source)} · {t('sheet.intro')}
          </Typography>
          <QuestionNavigator items={navigatorItems} current={currentIndex} onSelect={jump} />
        </SolveHeader>

        <SessionTop sheet={questionSheet} keptCount={keptIds.size} />

        <Stack spacing={3}>
          {workbook.items.map((item, index) => {
            const problemId = item.problem.id;
            const initialFeedback: ProblemFeedback | undefined = keptIds.has(problemId)
              ? { result: 'notice', severity: 'info', title: t('offline.savedTitle'), body: t('offline.savedBody') }
              : item.answered
                ? { result: 'notice', severity: 'info', title: t('test.recordedTitle'), body: t('test.recordedBody') }
                : undefined;
            return (
              <Box key={problemId} id={anchor(index)} sx={{ scrollMarginTop: 16 }}>
                <ProblemView
                  problem={item.problem}
                  language={language}
                  heading={t('progress', { current: index + 1, total })}
                  check={(answer) => check(index, problemId, answer)}
                  initialFeedback={initialFeedback}
                  autoFocusAnswer={false}
                />
              </Box>
            );
          })}
        </Stack>

        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 3,
            p: 2,
            borderRadius: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('sheet.answeredOf', { answered, total })}</Typography>
          <Button variant="contained" size="large" onClick={() => void finishing.finish()} disabled={finishing.busy}>
            {t('finish.finishTest')}
          </Button>
          {finishing.waitingForKept && (
            <Alert severity="warning" sx={{ width: '100%' }}>
              {t('offline.cannotFinish')}
            </Alert>
          )}
        </Paper>

        <FinishDialog finishing={finishing} />
      </Container>
    </QuestionSheetContext.Provider>
  );
}
