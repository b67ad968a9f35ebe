// Between the modules: module 1 is in, module 2 is ready (its questions and minutes), and its clock, which the
// server started when module 1 was handed in, is already running.
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { formatSeconds } from '../lib/sat-clock';
import { FactTiles } from './fact-tiles';

export function ModuleBreak({
  questions,
  minutes,
  secondsLeft,
  timedOut,
  onBegin,
}: {
  questions: number;
  minutes: number;
  secondsLeft: number;
  /** Module 1 was handed in by the clock. */
  timedOut: boolean;
  onBegin: () => void;
}) {
  const { t } = useTranslation('sat');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const facts = [
    { label: t('break.questions'), value: String(questions) },
    { label: t('break.minutes'), value: t('break.minutesValue', { minutes }) },
    { label: t('break.left'), value: formatSeconds(secondsLeft) },
  ];
  return (
    <Page maxWidth="sm">
      <Paper
        variant="outlined"
        data-testid="module-break"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center', display: 'grid', gap: 2 }}
      >
        <Box aria-hidden sx={{ color: 'success.dark', '& svg': { fontSize: 56 } }}>
          <CheckCircleRoundedIcon />
        </Box>
        <Typography variant="overline" color="text.secondary">
          {t('break.done')}
        </Typography>
        <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ fontSize: '1.75rem', outline: 'none' }}>
          {t('break.title')}
        </Typography>
        {timedOut && (
          <Alert severity="info" sx={{ textAlign: 'left' }}>
            {t('break.timedOut')}
          </Alert>
        )}
        <FactTiles facts={facts} />
        <Typography color="text.secondary">{t('break.body')}</Typography>
        <Button variant="contained" size="large" onClick={onBegin} sx={{ justifySelf: 'center', px: 4 }}>
          {t('break.begin')}
        </Button>
      </Paper>
    </Page>
  );
}
