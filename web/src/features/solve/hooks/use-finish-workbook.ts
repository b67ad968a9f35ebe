// Handing a workbook in: asks first when problems are unanswered, waits while answers are still kept offline
// (they would count as unanswered), then finishes it on the server and opens the results.
import type { Workbook } from '@mathbridge/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFinishWorkbookMutation } from '../api/finish-workbook';
import { resultPath } from '../../../lib/solve-links';

export type FinishWorkbook = ReturnType<typeof useFinishWorkbook>;

export function useFinishWorkbook(workbook: Workbook, keptCount: number) {
  const navigate = useNavigate();
  const finishing = useFinishWorkbookMutation();
  const [confirming, setConfirming] = useState(false);
  const [waitingForKept, setWaitingForKept] = useState(false);
  const busy = finishing.isPending;
  const unanswered = workbook.items.filter((item) => !item.answered).length - keptCount;

  function finish(force = false): void {
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
    finishing.mutate(workbook.id, {
      onSuccess: () => void navigate(resultPath(workbook.id), { replace: true }),
      // On failure the request layer has shown the message.
    });
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
