// The top of a solving screen: a way out, the workbook's name, where the student is (Problem 2 of 5), the clock
// when SHOW_TIMER is on (with its switch), and room for the screen's own controls (streak, Finish).
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TimerToggle } from './timer-toggle';
import { solvePaths } from '../../../lib/solve-links';

export function SolveHeader({
  title,
  progressText,
  answered,
  total,
  startedAt,
  actions,
  children,
}: {
  title: string;
  /** e.g. 'Problem 2 of 5'; absent on a sheet. */
  progressText?: string;
  answered: number;
  total: number;
  startedAt: number;
  actions?: ReactNode;
  /** The question navigator. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('solve');
  const navigate = useNavigate();

  function exit() {
    // Back where the student came from (the unit, the list); a fresh tab goes to the list.
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate(solvePaths.list);
  }

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Button onClick={exit} startIcon={<ArrowBackRoundedIcon />} sx={{ ml: -1 }}>
          {t('header.exit')}
        </Button>
        <TimerToggle
          since={startedAt}
          toggleLabel={t('timer.toggle')}
          elapsedLabel={(time) => t('timer.elapsed', { time })}
        />
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1, mb: 1 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
            {title}
          </Typography>
          {progressText && (
            <Typography color="text.secondary" sx={{ fontWeight: 700 }} data-testid="solve-progress">
              {progressText}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? (answered / total) * 100 : 0}
        aria-label={t('header.answeredProgress', { answered, total })}
        sx={{ height: 8, borderRadius: 4, mb: 2 }}
      />
      {children}
    </Box>
  );
}
