// Handing a workbook in: asks first when problems are unanswered, waits while answers are still kept offline
// (they would count as unanswered), then finishes it on the server and opens the results.
import type { Workbook } from '@mathbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { finishWorkbook, solveKeys } from '../api/solve-api';
import { resultPath } from '../lib/solve-links';

export type FinishWorkbook = ReturnType<typeof useFinishWorkbook>;

export function useFinishWorkbook(workbook: Workbook, keptCount: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [waitingForKept, setWaitingForKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const unanswered = workbook.items.filter((item) => !item.answered).length - keptCount;

  async function finish(force = false) {
    if (busy) return;
    if (keptCount > 0) {
      setWaitingForKept(true);
      return;
    }
    setWaitingForKept(false);
    if (unanswered > 0 && !force) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setBusy(true);
    try {
      const results = await finishWorkbook(workbook.id);
      queryClient.setQueryData(solveKeys.results(workbook.id), results);
      await queryClient.invalidateQueries({ queryKey: solveKeys.lists });
      void navigate(resultPath(workbook.id), { replace: true });
    } catch {
      // The request layer has shown the message.
    } finally {
      setBusy(false);
    }
  }

  return {
    finish,
    busy,
    unanswered: Math.max(0, unanswered),
    confirming,
    cancelConfirm: () => setConfirming(false),
    waitingForKept: waitingForKept && keptCount > 0,
  };
}
