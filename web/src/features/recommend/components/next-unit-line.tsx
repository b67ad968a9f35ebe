// The next unit by prerequisites (study mode NEXT) and why it comes next, under the AI set on /study. It stays
// hidden until the student has a unit to go on from (the api has no NEXT before any practice).
import NextPlanRoundedIcon from '@mui/icons-material/NextPlanRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { startPath } from '../../../lib/solve-links';
import { UNIT_PRACTICE_COUNT } from '../../../lib/study-links';
import { useNextSet } from '../api/get-next-set';
import { useNameOf, useWhyPhrase } from '../hooks/use-why-phrase';

export function NextUnitLine() {
  const { t } = useTranslation('recommend');
  const next = useNextSet();
  const nameOf = useNameOf();
  const phrase = useWhyPhrase();
  if (!next.data?.unitId || next.data.items.length === 0) return null;
  const unit = nameOf(next.data.unitId) ?? next.data.unitId;
  return (
    <>
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        data-testid="next-unit"
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('next.title')}: <span data-translate>{unit}</span>
          </Typography>
          {next.data.why && (
            <Typography variant="body2" color="text.secondary" data-testid="next-unit-why">
              {phrase(next.data.why)}
            </Typography>
          )}
        </Stack>
        <Button
          component={RouterLink}
          to={startPath({ mode: 'NEXT', count: UNIT_PRACTICE_COUNT })}
          variant="outlined"
          startIcon={<NextPlanRoundedIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('next.start')}
        </Button>
      </Stack>
    </>
  );
}
