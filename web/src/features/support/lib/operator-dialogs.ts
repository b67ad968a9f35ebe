// The operator tools' dialogs for one list: which record is open and for what, the save and the other action (delete,
// publish), and the support data refreshed once either succeeds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportKeys } from '../api/support-keys';

export function useOperatorDialogs<Pending, SaveInput, ActInput>(
  saveFn: (input: SaveInput) => Promise<unknown>,
  actFn: (input: ActInput) => Promise<unknown>,
) {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const done = () => {
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  };
  const save = useMutation({ mutationFn: saveFn, onSuccess: done });
  const act = useMutation({ mutationFn: actFn, onSuccess: done });
  return {
    pending,
    save,
    act,
    /** Opens a dialog with no error left over from the last one. */
    open: (next: Pending) => {
      save.reset();
      act.reset();
      setPending(next);
    },
    close: () => setPending(null),
    failed: (error: Error | null) => (error ? t('operator.failed', { message: error.message }) : null),
  };
}
