// Courses of interest: every grade of the course map as a toggle chip, at most five chosen (spec §5). A sixth is
// refused with the limit message; the chosen ones are listed and come first in the course map. The full list of
// courses folds away so it does not push the course map down on a phone.
import type { CourseMap } from '@mathbridge/contract';
import { LIMITS } from '@mathbridge/contract';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseNodes } from '../lib/course-tree';
import { useStudyLanguage } from '../hooks/use-study-language';

/** Filled chips take the readable shade of the primary colour (white on the bright primary is too faint). */
const chosenSx = {
  bgcolor: 'primary.dark',
  color: 'primary.contrastText',
  '& .MuiChip-icon': { color: 'inherit' },
  '&:hover, &:focus-visible': { bgcolor: 'primary.dark' },
} as const;

export function CourseInterests({
  map,
  courseIds,
  limitReached,
  onToggle,
}: {
  map: CourseMap;
  courseIds: readonly string[];
  limitReached: boolean;
  onToggle: (courseId: string) => void;
}) {
  const { t } = useTranslation('study');
  const language = useStudyLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const max = LIMITS.interestsMax;
  const courses = courseNodes(map);
  const chosen = courses.filter(({ grade }) => courseIds.includes(grade.id));

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('interests.hint', { max })}{' '}
        <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }} data-testid="interests-count">
          {t('interests.count', { count: courseIds.length, max })}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {chosen.length === 0 ? (
          <Typography variant="body2">{t('interests.none')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'contents' }}
            data-testid="interests-chosen"
          >
            {chosen.map(({ grade }) => (
              <li key={grade.id}>
                <Chip icon={<StarRoundedIcon />} color="primary" label={grade.name[language]} sx={chosenSx} />
              </li>
            ))}
          </Box>
        )}
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          endIcon={
            <ExpandMoreRoundedIcon
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
          sx={{ minHeight: 44 }}
        >
          {t('interests.choose')}
        </Button>
      </Box>
      <Collapse in={open}>
        <Box
          id={panelId}
          role="group"
          aria-label={t('interests.group')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1.5 }}
          data-testid="interests"
        >
          {courses.map(({ grade }) => {
            const selected = courseIds.includes(grade.id);
            return (
              <Chip
                key={grade.id}
                component="button"
                type="button"
                aria-pressed={selected}
                label={grade.name[language]}
                icon={selected ? <CheckRoundedIcon /> : undefined}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => onToggle(grade.id)}
                sx={{ height: 44, borderRadius: 22, px: 0.5, fontSize: '0.9rem', ...(selected ? chosenSx : {}) }}
              />
            );
          })}
        </Box>
      </Collapse>
      {limitReached && (
        <Alert severity="warning" role="alert" sx={{ mt: 1.5 }}>
          {t('interests.limit', { max })}
        </Alert>
      )}
    </Box>
  );
}
