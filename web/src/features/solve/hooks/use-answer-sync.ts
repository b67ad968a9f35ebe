// Sends the answers kept while offline: at app start, when the browser comes back online, and every few seconds
// while some are left. Screens then re-read their workbooks, so the answers show as graded.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { practiceKey } from '../../../lib/react-query';
import { useSessionStore } from '../../../lib/session-store';
import { flushAnswers, pendingAnswers } from '../lib/offline-answers';
import { sendKeptAnswer } from '../lib/send-kept-answer';
import { useKeptAnswersStore } from '../stores/kept-answers-store';

const RETRY_MS = 8000;

export function useAnswerSync(): void {
  const userId = useSessionStore((s) => (s.loginStatus === 'LOGIN' ? (s.user?.id ?? null) : null));
  const queryClient = useQueryClient();
  const keptCount = useKeptAnswersStore((s) => s.kept.length);

  useEffect(() => {
    useKeptAnswersStore.getState().refresh(userId);
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (timer) clearTimeout(timer);
      if (pendingAnswers(userId).length === 0) return;
      const report = await flushAnswers(userId, sendKeptAnswer);
      if (cancelled) return;
      useKeptAnswersStore.getState().refresh(userId);
      if (report.sent.length > 0 || report.rejected.length > 0) {
        await queryClient.invalidateQueries({ queryKey: practiceKey });
      }
      if (report.left.length > 0) timer = setTimeout(() => void run(), RETRY_MS);
    };
    const onOnline = () => void run();
    void run();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
    // A newly kept answer starts the retry loop again.
  }, [userId, queryClient, keptCount]);
}
