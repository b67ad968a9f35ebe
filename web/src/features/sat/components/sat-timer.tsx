// The module's countdown with its Hide/Show switch (the SHOW_TIMER setting). In the last five minutes it shows
// itself in the warning colour whatever the setting, as the real test does.
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatSeconds, timerPhase } from '../lib/sat-clock';

export function SatTimer({
  secondsLeft,
  show,
  onToggle,
}: {
  secondsLeft: number;
  show: boolean;
  onToggle: (show: boolean) => void;
}) {
  const { t } = useTranslation('sat');
  const phase = timerPhase(secondsLeft * 1000);
  const visible = show || phase !== 'running';
  const time = formatSeconds(secondsLeft);
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {visible ? (
        <Box
          role="timer"
          aria-label={t('timer.left', { minutes, seconds })}
          data-testid="sat-timer"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontVariantNumeric: 'tabular-nums',
            color: phase === 'running' ? 'text.primary' : 'error.dark',
            bgcolor: phase === 'running' ? 'transparent' : 'action.hover',
          }}
        >
          <TimerOutlinedIcon aria-hidden fontSize="small" />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
            {time}
          </Typography>
        </Box>
      ) : (
        <TimerOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
      )}
      {phase === 'running' && (
        <Button
          size="small"
          onClick={() => onToggle(!show)}
          aria-label={show ? t('timer.hideLabel') : t('timer.showLabel')}
          data-testid="sat-timer-toggle"
        >
          {show ? t('timer.hide') : t('timer.show')}
        </Button>
      )}
    </Stack>
  );
}
