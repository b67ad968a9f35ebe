// PUT one alert setting. The switch moves at once; the server's answer (or a refetch after a failure) settles it.
import {
  ALERT_PATHS,
  AlertSettingsSchema,
  type AlertKindName,
  type AlertSettings,
  type UpdateAlertSettingsRequest,
} from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { alertKeys } from './alert-keys';

export type AlertChannel = 'push' | 'email';
export type AlertSettingChange = { kind: AlertKindName; channel: AlertChannel; on: boolean };

export function updateAlertSettings(settings: UpdateAlertSettingsRequest['settings']): Promise<AlertSettings> {
  return request(ALERT_PATHS.settings, {
    method: 'PUT',
    body: { settings },
    schema: AlertSettingsSchema,
    errorMode: 'alert',
    showLoading: false,
  });
}

export function useUpdateAlertSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertSettingChange) =>
      updateAlertSettings([{ kind: change.kind, [change.channel]: change.on }]),
    onMutate: (change) => {
      queryClient.setQueryData<AlertSettings>(alertKeys.settings, (current) =>
        current
          ? {
              ...current,
              settings: current.settings.map((s) =>
                s.kind === change.kind ? { ...s, [change.channel]: change.on } : s,
              ),
            }
          : current,
      );
    },
    onSuccess: (next) => queryClient.setQueryData(alertKeys.settings, next),
    onError: () => void queryClient.invalidateQueries({ queryKey: alertKeys.settings }),
  });
}
