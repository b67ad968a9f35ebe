// The top of an adaptive test: a way out (the answers are saved), the test's name and what it covers, where the
// student is ('Question 4 · up to 20'), the clock when SHOW_TIMER is on (with its switch), and a polite live region
// that reads the new question's number.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TimerToggle } from '../../solve/components/timer-toggle';
import { visuallyHidden } from '../../../components/visually-hidden';

export function TestSessionHeader({
  title,
  subtitle,
  exitTo,
  number,
  answered,
  maxItems,
  since,
}: {
  title: string;
  /** What the test covers (the grade, the units). */
  subtitle?: string;
  exitTo: string;
  /** The current question's position, from 1; null once the test is over. */
  number: number | null;
  answered: number;
  maxItems: number;
  /** When the clock would have started (see useTestClock). */
  since: number;
}) {
  const { t } = useTranslation('tests');
  const leaveHintId = useId();
  const progress = number === null ? null : t('session.progress', { number, max: maxItems });

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Button
          component={RouterLink}
          to={exitTo}
          startIcon={<ArrowBackRoundedIcon />}
          sx={{ ml: -1 }}
          aria-describedby={leaveHintId}
        >
          {t('session.leave')}
        </Button>
        <Box id={leaveHintId} sx={visuallyHidden}>
          {t('session.leaveHint')}
        </Box>
        <TimerToggle
          since={since}
          toggleLabel={t('session.timer')}
          elapsedLabel={(time) => t('session.elapsed', { time })}
        />
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="test-subtitle">
          {subtitle}
        </Typography>
      )}
      {progress && (
        <Typography sx={{ fontWeight: 700, mt: 1.5, mb: 1 }} data-testid="test-progress" aria-hidden>
          {progress}
        </Typography>
      )}
      <LinearProgress
        variant="determinate"
        value={maxItems > 0 ? Math.min(100, (answered / maxItems) * 100) : 0}
        aria-label={t('session.answered', { answered, max: maxItems })}
        sx={{ height: 8, borderRadius: 4, mt: progress ? 0 : 1.5 }}
      />
      {/* Read once per new question, politely, after what the reader is saying. */}
      <Box aria-live="polite" aria-atomic sx={visuallyHidden} data-testid="test-live">
        {number !== null ? t('session.progressLive', { number, max: maxItems }) : ''}
      </Box>
    </Box>
  );
}
