// A student's SAT test under way: the module screen on the test's module, the break before module 2, and handing a
// module in (by the student or by the clock). The server's view of the test lives in the query cache; the drafts in
// browser storage under the test's id.
import type { LocalizedText, SatModuleView, Test } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTest } from '../../tests/api/get-test';
import { testKeys } from '../../tests/api/test-keys';
import { sendModuleAnswer } from '../api/send-module-answer';
import { useCountdown } from '../hooks/use-countdown';
import { useSatDrafts } from '../hooks/use-sat-drafts';
import { useTimeOnQuestion } from '../hooks/use-time-on-question';
import { clockSkew, moduleDeadline } from '../lib/sat-clock';
import { answerToSend, clampIndex, testDraftsKey, withAttemptId } from '../lib/sat-drafts';
import { satPaths } from '../lib/sat-paths';
import { sendModule, UnparseableAnswerError } from '../lib/send-module';
import { ModuleBreak } from './module-break';
import { ModuleScreen, type SendingState } from './module-screen';
import { markPracticeStale } from '../../../lib/react-query';

export function SatTestSession({ test, module }: { test: Test; module: SatModuleView }) {
  const { t } = useTranslation('sat');
  const queryClient = useQueryClient();
  const drafts = useSatDrafts(testDraftsKey(test.id));
  const { update, read } = drafts;
  const [sending, setSending] = useState<SendingState | null>(null);
  const [sendError, setSendError] = useState(false);
  const [unreadable, setUnreadable] = useState<{ id: string; hint: LocalizedText | null } | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const busy = useRef(false);

  const deadline = moduleDeadline(module.startedAt, module.minutes, drafts.drafts.skewMs);
  const onBreak = module.index > drafts.drafts.begunModule && module.answeredIds.length === 0;
  const current = clampIndex(drafts.drafts.current, module.items.length);
  const flushTime = useTimeOnQuestion(update, onBreak ? null : (module.items[current]?.id ?? null));

  const submit = useCallback(
    async (reason: 'student' | 'timeout') => {
      if (busy.current) return;
      busy.current = true;
      flushTime();
      setSendError(false);
      setUnreadable(null);
      setSending({ sent: module.answeredIds.length, total: module.items.length });
      let retryAsTimeout = false;
      try {
        const next = await sendModule(
          test,
          { answer: (body) => sendModuleAnswer(test.id, body), reload: () => getTest(test.id) },
          {
            reason,
            answerOf: (problemId) => answerToSend(read(), problemId),
            attemptIdOf: (problemId) => {
              let attemptId = '';
              update((d) => {
                const made = withAttemptId(d, problemId);
                attemptId = made.attemptId;
                return made.drafts;
              });
              return attemptId;
            },
            timeOf: (problemId) => read().spentMs[problemId] ?? 0,
            onProgress: (sent, total) => setSending({ sent, total }),
          },
        );
        const receivedAt = Date.now();
        if (next.status === 'FINISHED') {
          drafts.clear();
          queryClient.setQueryData(testKeys.test(test.id), next);
          void queryClient.invalidateQueries({ queryKey: testKeys.lists() });
          // A test is a workbook too: the home and the lists count it.
          void markPracticeStale(queryClient);
        } else if (next.module && next.module.index !== module.index) {
          const startedAt = next.module.startedAt;
          update((d) => ({ ...d, current: 0, skewMs: clockSkew(startedAt, receivedAt) }));
          setTimedOut(reason === 'timeout');
          queryClient.setQueryData(testKeys.test(test.id), next);
        } else {
          queryClient.setQueryData(testKeys.test(test.id), next);
          setSendError(true);
        }
      } catch (error) {
        if (error instanceof UnparseableAnswerError) {
          const index = module.items.findIndex((item) => item.id === error.problemId);
          update((d) => ({ ...d, current: Math.max(0, index) }));
          setUnreadable({ id: error.problemId, hint: error.hint });
          // The answers before it were taken: the test's view says which.
          void queryClient.invalidateQueries({ queryKey: testKeys.test(test.id) });
          retryAsTimeout = Date.now() >= deadline;
        } else {
          setSendError(true);
        }
      } finally {
        busy.current = false;
        setSending(null);
      }
      // The clock ran out while the student was being asked to fix an answer: hand the module in as it is.
      if (retryAsTimeout) void submit('timeout');
    },
    [test, module, deadline, drafts, read, update, flushTime, queryClient],
  );

  const expire = useCallback(() => void submit('timeout'), [submit]);
  const secondsLeft = useCountdown(deadline, expire) ?? 0;
  const retry = useCallback(() => void submit(Date.now() >= deadline ? 'timeout' : 'student'), [submit, deadline]);

  // Back online after a failed hand-in: try again by itself.
  useEffect(() => {
    if (!sendError) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [sendError, retry]);

  if (onBreak) {
    return (
      <ModuleBreak
        questions={module.items.length}
        minutes={module.minutes}
        secondsLeft={secondsLeft}
        timedOut={timedOut}
        onBegin={() => update((d) => ({ ...d, begunModule: module.index, current: 0 }))}
      />
    );
  }

  const sent = new Set(module.answeredIds);
  return (
    <ModuleScreen
      key={module.index}
      overline={t('screen.overline')}
      title={t('screen.moduleOf', { number: module.index, total: 2 })}
      name={t('screen.moduleName', { number: module.index })}
      items={module.items}
      secondsLeft={secondsLeft}
      drafts={drafts}
      onSubmit={() => void submit('student')}
      sending={sending}
      sendError={sendError}
      onRetry={retry}
      unreadable={unreadable}
      onAnswerChanged={(problemId) => {
        if (problemId === unreadable?.id) setUnreadable(null);
      }}
      lockedIds={sent}
      exitTo={satPaths.home}
      banner={
        sent.size > 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('send.partly', { count: sent.size })}
          </Alert>
        ) : undefined
      }
    />
  );
}
