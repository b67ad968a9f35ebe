// The one-problem-at-a-time solving screen for practice (graded at once), test (graded at the end) and quest
// (graded at once, with the streak). Where the student is lives in the solve store (spec §3); a reload resumes at
// the first problem without an answer, and ?n= opens a given problem (1-based) that was opened before.
import type { Workbook } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AskTutorButton } from '../../chat/components/ask-tutor-button';
import { ProblemView, type ProblemFeedback } from '../../problem/components/problem-view';
import { QuestionSheetContext } from '../../translation/hooks/use-question-sheet';
import { useWorkbookResults } from '../api/get-workbook-results';
import { useWorkbookSession } from '../hooks/use-workbook-session';
import { nowMs } from '../lib/clock';
import { useSolveStore } from '../stores/solve-store';
import { FinishDialog } from './finish-dialog';
import { LoadingBlock } from '../../../components/loading-block';
import { QuestionNavigator, type NavigatorItem, type QuestionState } from './question-navigator';
import { SessionTop } from './session-top';
import { SolveHeader } from './solve-header';
import { StreakBadge, StreakMessage } from './streak-meter';

type OneAtATime = 'practice' | 'test' | 'quest';

interface Outcome {
  answer: string | number;
  feedback: ProblemFeedback;
  /** The quest streak after this answer. */
  streak: number | null;
}

export function SolveSession({ workbook, variant }: { workbook: Workbook; variant: OneAtATime }) {
  const { t } = useTranslation('solve');
  const { language, questionSheet, sourceLabel, submit, keptIds, finishing } = useWorkbookSession(workbook);
  const [params] = useSearchParams();
  const store = useSolveStore();
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  // A quest's flame starts where the student left it (the server counts it from the answers so far).
  const [streak, setStreak] = useState(() => workbook.streak ?? 0);
  const [startedAt] = useState(() => Date.now());
  const [moved, setMoved] = useState(false);
  const shownAt = useRef(0);
  const initial = useRef({ items: workbook.items, keptIds, n: params.get('n') });

  // Problems answered before this visit, graded: their keys come from the results (not for a test).
  const answeredBefore = workbook.items.some((item) => item.answered) && variant !== 'test';
  const earlierResults = useWorkbookResults(workbook.id, { enabled: answeredBefore });

  const ids = workbook.items.map((item) => item.problem.id);
  const ready = store.problemIds.length === ids.length && store.problemIds.every((id, i) => id === ids[i]);

  // Opens the session once per workbook: at ?n= when that problem was opened before, else the first one left.
  const { start, reset } = store;
  useEffect(() => {
    const { items, keptIds: keptAtStart, n } = initial.current;
    const done = (index: number) => {
      const item = items[index];
      return item ? item.answered || keptAtStart.has(item.problem.id) : false;
    };
    const firstOpen = items.findIndex((_, index) => !done(index));
    const requested = Number(n) - 1;
    const visited = items.filter((_, index) => done(index)).map((item) => item.problem.id);
    const canOpen = Number.isInteger(requested) && requested >= 0 && requested < items.length;
    const index = canOpen && (done(requested) || requested === firstOpen) ? requested : Math.max(0, firstOpen);
    start(
      items.map((item) => item.problem.id),
      { index: firstOpen < 0 && !canOpen ? items.length - 1 : index, visited },
    );
    return reset;
  }, [workbook.id, start, reset]);

  useEffect(() => {
    shownAt.current = nowMs();
  }, [store.currentIndex]);

  if (!ready) return <LoadingBlock label={t('common.loading')} />;

  const total = workbook.items.length;
  const index = store.currentIndex;
  const item = workbook.items[index];
  if (!item) return null;
  const problemId = item.problem.id;
  const answered = workbook.items.filter((i) => i.answered || keptIds.has(i.problem.id)).length;
  const last = index === total - 1;

  const stateOf = (entry: Workbook['items'][number]): QuestionState => {
    if (keptIds.has(entry.problem.id)) return 'saved';
    if (entry.answered) {
      if (variant === 'test' || entry.correct === null) return 'answered';
      return entry.correct ? 'correct' : 'incorrect';
    }
    return store.visitedProblemIds.includes(entry.problem.id) ? 'open' : 'unseen';
  };
  const navigatorItems: NavigatorItem[] = workbook.items.map((entry) => ({
    state: stateOf(entry),
    enabled: store.visitedProblemIds.includes(entry.problem.id),
  }));

  const outcome = outcomes[problemId];
  // Answered before this visit (a reload): practice and quest show the key and the explanation from the results.
  const earlier =
    !outcome && item.answered ? earlierResults.data?.items.find((r) => r.problem.id === problemId) : undefined;
  let initialFeedback: ProblemFeedback | undefined = outcome?.feedback;
  let initialAnswer: string | number | undefined = outcome?.answer;
  if (earlier && earlier.correct !== null && earlier.correctAnswer !== null && earlier.studentAnswer !== null) {
    initialFeedback = {
      result: earlier.correct ? 'correct' : 'incorrect',
      answer: earlier.correctAnswer,
      explanation: earlier.explanation ?? [],
    };
    initialAnswer = item.problem.type === 'multiple' ? Number(earlier.studentAnswer) : earlier.studentAnswer;
  }
  if (!initialFeedback && keptIds.has(problemId)) {
    initialFeedback = {
      result: 'notice',
      severity: 'info',
      title: t('offline.savedTitle'),
      body: t('offline.savedBody'),
    };
  } else if (!initialFeedback && item.answered) {
    initialFeedback =
      variant === 'test' || item.correct === null
        ? { result: 'notice', severity: 'info', title: t('test.recordedTitle'), body: t('test.recordedBody') }
        : {
            result: 'notice',
            severity: item.correct ? 'success' : 'error',
            title: item.correct ? t('answeredBefore.correct') : t('answeredBefore.incorrect'),
            body: t('answeredBefore.body'),
          };
  }

  async function check(answer: string | number): Promise<ProblemFeedback> {
    const result = await submit(problemId, answer, nowMs() - shownAt.current);
    if (result.feedback.result === 'unparseable') return result.feedback;
    const graded = result.response && 'streak' in result.response ? result.response : null;
    const nextStreak = graded?.streak ?? null;
    if (nextStreak !== null) setStreak(nextStreak);
    setOutcomes((previous) => ({
      ...previous,
      [problemId]: { answer, feedback: result.feedback, streak: nextStreak },
    }));
    store.setStep(2);
    store.selectGrade(result.response?.result ?? null);
    store.selectExplanation(graded ? problemId : null);
    store.selectIndex(typeof answer === 'number' ? answer : null);
    return result.feedback;
  }

  function goTo(target: number) {
    store.goTo(target);
    setMoved(true);
  }

  const title = t(`titles.${variant}`);
  const nextLabel = last ? (variant === 'test' ? t('finish.finishTest') : t('finish.seeResults')) : t('next');

  return (
    <QuestionSheetContext.Provider value={questionSheet}>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
        <SolveHeader
          title={title}
          progressText={t('progress', { current: index + 1, total })}
          answered={answered}
          total={total}
          startedAt={startedAt}
          actions={
            <>
              {variant === 'quest' && <StreakBadge streak={streak} />}
              {/* A test is graded later, so the tutor waits for its results. */}
              {variant !== 'test' && <AskTutorButton problemId={problemId} variant="text" />}
              {variant === 'test' && (
                <Button variant="outlined" onClick={() => void finishing.finish()} disabled={finishing.busy}>
                  {t('finish.finishTest')}
                </Button>
              )}
            </>
          }
        >
          <Box sx={{ color: 'text.secondary', typography: 'body2', mb: 1.5 }}>{sourceLabel(workbook.source)}</Box>
          <QuestionNavigator items={navigatorItems} current={index} onSelect={goTo} />
        </SolveHeader>

        <SessionTop sheet={questionSheet} keptCount={keptIds.size} />
        {finishing.waitingForKept && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('offline.cannotFinish')}
          </Alert>
        )}

        <ProblemView
          key={`${problemId}-${earlier ? 'graded' : 'plain'}`}
          focusOnMount={moved}
          problem={item.problem}
          language={language}
          heading={t('problemNumber', { number: index + 1 })}
          check={check}
          initialAnswer={initialAnswer}
          initialFeedback={initialFeedback}
          onNext={() => (last ? void finishing.finish() : goTo(index + 1))}
          nextLabel={nextLabel}
          last={last}
        >
          {variant === 'quest' && outcome?.streak != null && (
            <StreakMessage streak={outcome.streak} correct={outcome.feedback.result === 'correct'} />
          )}
          {variant !== 'test' && initialFeedback?.result === 'incorrect' && <AskTutorButton problemId={problemId} />}
        </ProblemView>

        <FinishDialog finishing={finishing} />
      </Container>
    </QuestionSheetContext.Provider>
  );
}
