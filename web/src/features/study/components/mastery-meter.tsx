// A unit's progress: a small bar with the model's mastery and its 95% band, the label 'Mastery 72%' and the count of
// right answers; 'Not started' before the first answer.
import type { Progress } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { percent } from '../lib/course-tree';

export type UnitProgress = Progress['units'][number];

export function MasteryMeter({ progress }: { progress: UnitProgress | undefined }) {
  const { t } = useTranslation('study');
  if (!progress || progress.answered === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="unit-progress">
        {t('unit.notStarted')}
      </Typography>
    );
  }
  const mastery = percent(progress.mastery);
  const low = percent(progress.low);
  const high = percent(progress.high);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      data-testid="unit-progress"
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'relative',
          width: 96,
          height: 8,
          borderRadius: 4,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          '& > span': { position: 'absolute', top: 0, bottom: 0, borderRadius: 4 },
          '& > .band': {
            left: `${low}%`,
            width: `${Math.max(high - low, 1)}%`,
            bgcolor: alpha(theme.palette.primary.main, 0.25),
          },
          '& > .value': { left: 0, width: `${mastery}%`, bgcolor: 'primary.main' },
        })}
      >
        <span className="band" />
        <span className="value" />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }} title={t('unit.band', { low, high })}>
        {t('unit.mastery', { percent: mastery })}
        {/* The band the bar draws, for screen readers. */}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          ({t('unit.band', { low, high })})
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('unit.correct', { correct: progress.correct, answered: progress.answered })}
      </Typography>
    </Stack>
  );
}
