// POST every alert read at once; the list and the bell are stale after it either way.
import { ALERT_PATHS, AlertReadAllSchema } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { alertKeys } from './alert-keys';

export async function markAllAlertsRead(): Promise<void> {
  await request(ALERT_PATHS.readAll, { method: 'POST', schema: AlertReadAllSchema, errorMode: 'alert' });
}

export function useMarkAllAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllAlertsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
