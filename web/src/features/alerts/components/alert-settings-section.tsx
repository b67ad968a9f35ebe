// The alert settings on the settings screen: push on this device (the browser's permission and subscription), and
// PUSH and EMAIL per kind of alert. In-app alerts are always on, so they have no switch.
import { ALERT_KINDS } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { alertKeys } from '../api/alert-keys';
import { useAlertSettings } from '../api/get-alert-settings';
import { useUpdateAlertSetting } from '../api/update-alert-settings';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../lib/push';

function DevicePush({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation('alerts');
  const [state, setState] = useState<PushState | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .catch((): PushState => 'off')
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnPushOn() : turnPushOff()),
    onMutate: () => setFailed(false),
    onSuccess: (next) => setState(next),
    onError: () => setFailed(true),
    onSettled: onChange,
  });
  if (state === null) return null;
  const canToggle = state === 'on' || state === 'off';
  return (
    <Box data-testid="push-device" data-state={state}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="alerts-device-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('settings.device.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t(`settings.device.${state}`)}
          </Typography>
        </Box>
        {canToggle && (
          <Button
            variant={state === 'on' ? 'outlined' : 'contained'}
            onClick={() => change.mutate(state !== 'on')}
            disabled={change.isPending}
            aria-describedby="alerts-device-title"
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            data-testid="push-device-toggle"
          >
            {state === 'on' ? t('settings.device.turnOff') : t('settings.device.turnOn')}
          </Button>
        )}
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('settings.device.failed')}
        </Alert>
      )}
    </Box>
  );
}

export function AlertSettingsSection() {
  const { t } = useTranslation('alerts');
  const queryClient = useQueryClient();
  const settings = useAlertSettings();
  const save = useUpdateAlertSetting();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alertKeys.settings });
  // The alert centre links here as /more/settings#alerts: bring the section into view once its switches are drawn.
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const drawn = settings.data !== undefined;
  useEffect(() => {
    if (hash === '#alerts' && drawn) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, drawn]);

  return (
    <Paper
      variant="outlined"
      component="section"
      id="alerts"
      ref={sectionRef}
      aria-labelledby="settings-alerts"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="alert-settings"
    >
      <Typography id="settings-alerts" variant="h2" sx={{ mb: 1 }}>
        {t('settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.lead')}
      </Typography>
      <DevicePush onChange={refresh} />
      {settings.isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('retry', { ns: 'records' })}
            </Button>
          }
        >
          {t('settings.failed')}
        </Alert>
      )}
      {settings.data && (
        <>
          <Table size="small" sx={{ mt: 2 }} aria-labelledby="settings-alerts">
            <TableHead>
              <TableRow>
                <TableCell sx={{ pl: 0 }}>{t('settings.kindsLabel')}</TableCell>
                <TableCell align="center" sx={{ width: 72, px: 0 }}>
                  {t('settings.push')}
                </TableCell>
                <TableCell align="center" sx={{ width: 72, px: 0 }}>
                  {t('settings.email')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ALERT_KINDS.map((kind) => {
                const row = settings.data.settings.find((s) => s.kind === kind);
                const kindName = t(`settings.kinds.${kind}`);
                return (
                  <TableRow key={kind} data-testid={`alert-setting-${kind}`}>
                    <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                      {kindName}
                    </TableCell>
                    {(['push', 'email'] as const).map((channel) => (
                      <TableCell key={channel} align="center" sx={{ px: 0 }}>
                        <Switch
                          checked={row?.[channel] ?? false}
                          onChange={(event) => save.mutate({ kind, channel, on: event.target.checked })}
                          slotProps={{
                            input: {
                              'aria-label': t('settings.switchLabel', {
                                kind: kindName,
                                channel: t(`settings.${channel}`),
                              }),
                            },
                          }}
                          data-testid={`alert-${channel}-${kind}`}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {settings.data.pushDevices === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('settings.pushNeedsDevice')}
            </Typography>
          )}
          {!settings.data.emailAvailable && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('settings.emailUnavailable')}
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
