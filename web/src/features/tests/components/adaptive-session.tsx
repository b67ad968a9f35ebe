// The solving screen of an adaptive test (the level test, the diagnostic): the question the server chose, answered
// one at a time with no right or wrong shown, the progress ('Question 4 · up to 20'), the clock, and a calm notice
// while an answer waits for the connection. Leaving and coming back resumes at the current question; when the
// server says FINISHED, onFinished is called.
import type { Test } from '@mathbridge/contract';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/loading-block';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { nowMs } from '../../solve/lib/clock';
import { useAdaptiveTest } from '../hooks/use-adaptive-test';
import { useTestClock } from '../hooks/use-test-clock';
import { TestQuestion } from './test-question';
import { TestSessionHeader } from './test-session-header';

export function AdaptiveSession({
  testId,
  title,
  subtitle,
  exitTo,
  onFinished,
}: {
  testId: string;
  title: string;
  subtitle?: (test: Test) => string | undefined;
  /** Where 'Leave' goes. */
  exitTo: string;
  onFinished?: (test: Test) => void;
}) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const language = useProblemLanguage();
  const session = useAdaptiveTest(testId, onFinished);
  const test = session.query.data;
  const since = useTestClock(testId, test?.status === 'IN_PROGRESS');
  const shownAt = useRef(0);
  const itemId = test?.item?.id ?? null;

  useEffect(() => {
    shownAt.current = nowMs();
  }, [itemId]);

  if (!test) return <LoadingBlock label={t('loading')} />;

  const item = test.status === 'IN_PROGRESS' ? test.item : null;
  const number = item ? test.answered + 1 : null;
  const pending = item && session.pending?.problemId === item.id ? session.pending : null;
  const unparseable = item && session.unparseable?.problemId === item.id ? session.unparseable : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <TestSessionHeader
        title={title}
        subtitle={subtitle?.(test)}
        exitTo={exitTo}
        number={number}
        answered={test.answered}
        maxItems={test.maxItems}
        since={since}
      />

      {item ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('session.noFeedback')}
          </Typography>
          {session.phase === 'waiting' && (
            <Alert severity="info" icon={<CloudOffRoundedIcon />} sx={{ mb: 2 }} data-testid="answer-waiting">
              <Typography sx={{ fontWeight: 700 }}>{t('session.waitingTitle')}</Typography>
              <Typography variant="body2">{t('session.waitingBody')}</Typography>
              <Button color="inherit" variant="outlined" size="small" onClick={session.retryNow} sx={{ mt: 1.5 }}>
                {t('session.retryNow')}
              </Button>
            </Alert>
          )}
          <TestQuestion
            key={item.id}
            problem={item}
            number={number ?? 1}
            language={language}
            locked={pending !== null}
            busy={session.phase === 'sending'}
            initialAnswer={pending?.answer}
            unparseable={unparseable}
            focusOnMount
            onAnswer={(answer) => session.answer(item.id, answer, nowMs() - shownAt.current)}
          />
        </>
      ) : test.status === 'IN_PROGRESS' ? (
        <Alert severity="info">{tc('messages.noProblemToSolve')}</Alert>
      ) : (
        <>
          <Typography role="status" sx={{ mt: 2 }}>
            {t('session.finished')}
          </Typography>
          <LoadingBlock label={t('loading')} />
        </>
      )}
    </Container>
  );
}
