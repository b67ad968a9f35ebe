// /analytics/record: the student's lawn and streaks, the last six months, the recent 10 problems, mastery per unit,
// how often they solved alone after help, every workbook and test, and the links they have shared (with 'Share my
// progress' at the top). Before the first answer it says 'No data' and points to the level test or a unit to study.
import GrassRoundedIcon from '@mui/icons-material/GrassRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session-store';
import { useAppStore } from '../../shell/stores/app-store';
import { ShareButton } from '../../share/components/share-button';
import { SharedLinks } from '../../share/components/shared-links';
import { LoginRequiredCard } from '../../solve/components/login-required-card';
import { activityQuery } from '../api/get-activity';
import { lawnQuery } from '../api/get-lawn';
import { masteryQuery } from '../api/get-mastery';
import { recentProblemsQuery } from '../api/get-recent-problems';
import { recordsQuery } from '../api/get-records';
import { ActivityCharts } from '../components/activity-charts';
import { AfterHelpSection } from '../components/after-help-section';
import { LawnView } from '../components/lawn';
import { MasteryByUnit } from '../components/mastery-section';
import { RecentProblems } from '../components/recent-problems';
import { RecordsList } from '../components/records-list';
import { Section, SectionEmpty, SectionFailed, SectionLoading } from '../../../components/section';

const LEVEL_TEST_PATH = '/test';

function FirstSteps() {
  const { t } = useTranslation('records');
  return (
    <>
      <Button component={RouterLink} to={LEVEL_TEST_PATH} variant="contained">
        {t('empty.levelTest')}
      </Button>
      <Button component={RouterLink} to={appPaths.study} variant="outlined">
        {t('empty.study')}
      </Button>
    </>
  );
}

function NoDataYet() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} data-testid="records-empty">
      <SectionEmpty
        icon={<GrassRoundedIcon />}
        title={tc('messages.noData')}
        body={t('empty.body')}
        actions={<FirstSteps />}
      />
    </Paper>
  );
}

function ActivitySection() {
  const { t } = useTranslation('records');
  const activity = useQuery(activityQuery);
  return (
    <Section id="activity" title={t('activity.title')} lead={t('activity.lead')}>
      {activity.isPending ? (
        <SectionLoading />
      ) : activity.isError ? (
        <SectionFailed onRetry={() => void activity.refetch()} />
      ) : (
        <ActivityCharts activity={activity.data} />
      )}
    </Section>
  );
}

function RecentSection() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  const recent = useQuery(recentProblemsQuery);
  return (
    <Section id="recent" title={t('recent.title')} lead={t('recent.lead')}>
      {recent.isPending ? (
        <SectionLoading />
      ) : recent.isError ? (
        <SectionFailed onRetry={() => void recent.refetch()} />
      ) : recent.data.items.length === 0 ? (
        <SectionEmpty icon={<GrassRoundedIcon />} title={tc('messages.noData')} body={t('empty.body')} />
      ) : (
        <RecentProblems items={recent.data.items} />
      )}
    </Section>
  );
}

function MasterySection() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  const mastery = useQuery(masteryQuery);
  return (
    <Section id="mastery" title={t('mastery.title')} lead={t('mastery.lead')}>
      {mastery.isPending ? (
        <SectionLoading />
      ) : mastery.isError ? (
        <SectionFailed onRetry={() => void mastery.refetch()} />
      ) : mastery.data.units.every((unit) => unit.answered === 0) ? (
        <SectionEmpty icon={<GrassRoundedIcon />} title={tc('messages.noData')} body={t('empty.body')} />
      ) : (
        <MasteryByUnit mastery={mastery.data} />
      )}
    </Section>
  );
}

export default function AnalyticsRecordRoute() {
  const { t } = useTranslation('records');
  const { t: ts } = useTranslation('share');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  const size = useAppStore((s) => s.pageSize);
  const lawn = useQuery({ ...lawnQuery, enabled: loggedIn });
  // The same first page the records section asks for: before any answer, an empty list is not shown at all.
  const firstRecords = useQuery({ ...recordsQuery({ page: 1, size }), enabled: loggedIn });

  if (!loggedIn) return <LoginRequiredCard />;

  const empty = lawn.data != null && lawn.data.total === 0;
  const noRecords = firstRecords.data != null && firstRecords.data.total === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: { xs: 2, sm: 3 } }}
      >
        <Box>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('lead')}
          </Typography>
        </Box>
        {!empty && lawn.data && <ShareButton kind="PROGRESS" />}
      </Stack>

      <Stack spacing={{ xs: 2, sm: 3 }}>
        {empty && <NoDataYet />}

        <Section id="lawn" title={t('lawn.title')} lead={t('lawn.lead')}>
          {lawn.isPending ? (
            <SectionLoading />
          ) : lawn.isError ? (
            <SectionFailed onRetry={() => void lawn.refetch()} />
          ) : (
            <LawnView lawn={lawn.data} />
          )}
        </Section>

        {!empty && (
          <>
            <ActivitySection />
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 2, sm: 3 },
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              <RecentSection />
              <MasterySection />
            </Box>
            <AfterHelpSection />
          </>
        )}

        {!(empty && noRecords) && (
          <Section id="records" title={t('records.title')} lead={t('records.lead')}>
            <RecordsList />
          </Section>
        )}

        {!empty && (
          <Section id="shares" title={ts('links.title')} lead={ts('links.lead')}>
            <SharedLinks />
          </Section>
        )}
      </Stack>
    </Container>
  );
}
