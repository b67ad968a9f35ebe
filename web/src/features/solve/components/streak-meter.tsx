// The quest's streak: a flame with the number of right answers in a row, growing with the run, and a cheer at 3 and 5.
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The cheer for a streak: 5 or more, 3 or 4, or none. */
export function streakCheer(streak: number): 'five' | 'three' | null {
  if (streak >= 5) return 'five';
  if (streak >= 3) return 'three';
  return null;
}

export function StreakBadge({ streak }: { streak: number }) {
  const { t } = useTranslation('solve');
  const hot = streak > 0;
  return (
    <Box
      role="status"
      aria-label={t('quest.streakLabel', { count: streak })}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontWeight: 700,
        bgcolor: hot ? theme.palette.warning.light : theme.palette.action.hover,
        color: hot ? theme.palette.getContrastText(theme.palette.warning.light) : theme.palette.text.secondary,
      })}
    >
      <LocalFireDepartmentRoundedIcon
        aria-hidden
        sx={{ fontSize: 20 + Math.min(streak, 5) * 2, color: hot ? 'error.dark' : 'inherit' }}
      />
      <span aria-hidden>{streak}</span>
    </Box>
  );
}

export function StreakMessage({ streak, correct }: { streak: number; correct: boolean }) {
  const { t } = useTranslation('solve');
  const cheer = streakCheer(streak);
  return (
    <Box
      sx={(theme) => ({
        mt: 2,
        p: 2,
        borderRadius: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        border: `1px dashed ${correct ? theme.palette.warning.main : theme.palette.divider}`,
      })}
    >
      <StreakBadge streak={streak} />
      <Typography sx={{ fontWeight: cheer ? 700 : 400 }}>
        {correct ? (cheer ? t(`quest.cheer.${cheer}`) : t('quest.keepGoing', { count: streak })) : t('quest.reset')}
      </Typography>
    </Box>
  );
}
