// GET the student's alert settings: PUSH and EMAIL on or off for each kind of alert.
import { ALERT_PATHS, AlertSettingsSchema, type AlertSettings } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { alertKeys } from './alert-keys';

export function getAlertSettings(): Promise<AlertSettings> {
  return request(ALERT_PATHS.settings, { schema: AlertSettingsSchema, errorMode: 'silent', showLoading: false });
}

export const getAlertSettingsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.settings, queryFn: getAlertSettings });

export function useAlertSettings() {
  return useQuery(getAlertSettingsQueryOptions());
}
