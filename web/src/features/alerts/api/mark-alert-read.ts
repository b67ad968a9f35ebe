// POST one alert read, in the background as its link opens; the list and the bell are stale after it either way.
import { ALERT_PATHS, buildPath } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { alertKeys } from './alert-keys';

export function markAlertRead(id: string): Promise<void> {
  return request(buildPath(ALERT_PATHS.read, { id }), { method: 'POST', errorMode: 'quiet', showLoading: false });
}

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
