// "Today's set": how many problems the TODAY study mode holds for the student and from which units, and a start
// button that builds the workbook on the solving screen.
import TodayRoundedIcon from '@mui/icons-material/TodayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SetReasons } from '../../recommend/components/set-reasons';
import { useToday } from '../api/get-study-preview';
import { useUnitName } from '../hooks/use-unit-name';
import { homeLinks, studyModeRoute } from '../lib/home-links';
import { todayPreview } from '../lib/home-summary';
import { HomeSection, SectionNote } from '../../../components/home-section';

/** Units named on the card; the rest are counted. */
const UNITS_SHOWN = 3;

export function TodayCard({ newStudent }: { newStudent: boolean }) {
  const { t } = useTranslation('home');
  const unitName = useUnitName();
  const today = useToday();

  let body;
  if (today.isPending) {
    body = <Skeleton variant="rounded" height={96} />;
  } else if (today.isError) {
    body = <SectionNote body={t('home.loadFailed')} />;
  } else {
    const preview = todayPreview(today.data);
    body =
      preview.count === 0 ? (
        <SectionNote body={t('home.today.emptyBody')}>
          <Button component={RouterLink} to={homeLinks.study} variant="outlined" sx={{ mt: 1 }}>
            {t('home.quick.study')}
          </Button>
        </SectionNote>
      ) : (
        <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.125rem' }} data-testid="today-count">
              {t('home.today.summary', { count: preview.count })}
            </Typography>
            {preview.review > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('home.today.review', { count: preview.review })}
              </Typography>
            )}
            {newStudent && (
              <Typography variant="body2" color="text.secondary">
                {t('home.today.newStudentHint')}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
              {t('home.today.units')}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
              {preview.unitIds.slice(0, UNITS_SHOWN).map((unitId) => (
                <li key={unitId}>
                  <Chip label={unitName(unitId)} size="small" data-translate />
                </li>
              ))}
              {preview.unitIds.length > UNITS_SHOWN && (
                <li>
                  <Chip label={`+${preview.unitIds.length - UNITS_SHOWN}`} size="small" variant="outlined" />
                </li>
              )}
            </Box>
          </Box>
          <SetReasons set={today.data} />
          <Box sx={{ mt: 'auto' }}>
            <Button
              component={RouterLink}
              to={studyModeRoute('TODAY', preview.count)}
              variant="contained"
              size="large"
              startIcon={<TodayRoundedIcon />}
            >
              {t('home.today.start')}
            </Button>
          </Box>
        </Stack>
      );
  }

  return (
    <HomeSection title={t('home.today.title')} icon={<TodayRoundedIcon />} testId="home-today">
      {body}
    </HomeSection>
  );
}
