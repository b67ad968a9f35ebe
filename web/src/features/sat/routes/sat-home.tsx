// /sat: what the SAT practice test is (the shape of the digital SAT's Math section), Start or Resume, and the past
// scores. The spec hides the top bar here, so the page has its own way home. Visitors are offered the free sample.
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CallSplitRoundedIcon from '@mui/icons-material/CallSplitRounded';
import FunctionsRoundedIcon from '@mui/icons-material/FunctionsRounded';
import KeyboardRoundedIcon from '@mui/icons-material/KeyboardRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import SpeedRoundedIcon from '@mui/icons-material/SpeedRounded';
import { SAT_DOMAIN_IDS, SAT_MODULE_MINUTES, SAT_MODULE_QUESTIONS, TestErrorCode } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LinkActions } from '../../../components/link-actions';
import { IconTile } from '../../../components/icon-tile';
import { PlainList } from '../../../components/plain-list';
import { HttpError } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { StatusChip } from '../../solve/components/status-chip';
import { useCreateTest } from '../../tests/api/create-test';
import { testListQuery } from '../../tests/api/get-tests';
import { clockSkew } from '../lib/sat-clock';
import { emptyDrafts, saveDrafts, testDraftsKey } from '../lib/sat-drafts';
import { satPaths } from '../lib/sat-paths';
import { SatSection } from '../components/sat-section';

const LIST_FILTER = { page: 1, size: 10, type: 'SAT' as const };

/** The blueprint's share of each domain, as the digital SAT's Math section sets it. */
const DOMAIN_SHARE: Record<(typeof SAT_DOMAIN_IDS)[number], number> = {
  'sat-h': 35,
  'sat-p': 35,
  'sat-q': 15,
  'sat-s': 15,
};

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <SatSection headingId={`sat-home-${testId}`} title={title} testId={testId}>
      {children}
    </SatSection>
  );
}

function Facts() {
  const { t } = useTranslation('sat');
  const facts = [
    { key: 'modules', icon: <LayersRoundedIcon /> },
    { key: 'minutes', icon: <AccessTimeRoundedIcon /> },
    { key: 'adaptive', icon: <CallSplitRoundedIcon /> },
    { key: 'typed', icon: <KeyboardRoundedIcon /> },
    { key: 'reference', icon: <FunctionsRoundedIcon /> },
    { key: 'score', icon: <SpeedRoundedIcon /> },
  ] as const;
  const values = { questions: SAT_MODULE_QUESTIONS, minutes: SAT_MODULE_MINUTES };
  return (
    <PlainList gap={2} columns={{ xs: 1, sm: 2, md: 3 }}>
      {facts.map((fact) => (
        <Stack component="li" key={fact.key} direction="row" spacing={1.5}>
          <IconTile size={40} sx={{ flexShrink: 0, bgcolor: 'action.hover', color: 'primary.dark' }}>
            {fact.icon}
          </IconTile>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t(`home.facts.${fact.key}.title`, values)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`home.facts.${fact.key}.body`, values)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </PlainList>
  );
}

function DomainMix() {
  const { t } = useTranslation('sat');
  return (
    <Section title={t('home.domainsTitle')} testId="domains">
      <PlainList gap={1.5}>
        {SAT_DOMAIN_IDS.map((domain) => (
          <li key={domain}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t(`domains.${domain}`)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('home.share', { percent: DOMAIN_SHARE[domain] })}
              </Typography>
            </Stack>
            <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.selected' }}>
              <Box
                sx={{ height: '100%', width: `${DOMAIN_SHARE[domain]}%`, borderRadius: 4, bgcolor: 'primary.main' }}
              />
            </Box>
          </li>
        ))}
      </PlainList>
    </Section>
  );
}

function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return (iso: string) => format.format(new Date(iso));
}

function StudentPanel() {
  const { t } = useTranslation('sat');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useDateFormat();
  const list = useQuery(testListQuery(LIST_FILTER));
  const start = useCreateTest({
    onReceived: (test) => {
      // The module began as the server answered: the clock difference is measured now.
      if (test.module)
        saveDrafts(testDraftsKey(test.id), { ...emptyDrafts(), skewMs: clockSkew(test.module.startedAt, Date.now()) });
    },
    onCreated: (test) => navigate(satPaths.test(test.id)),
  });

  const inProgress = list.data?.items.find((item) => item.status === 'IN_PROGRESS') ?? null;
  const noProblems = start.error instanceof HttpError && start.error.code === TestErrorCode.NoProblems;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} data-testid="sat-start">
      {list.isPending ? (
        <LoadingBlock label={t('screen.loading')} />
      ) : (
        <Stack spacing={2}>
          {inProgress && (
            <Alert severity="info" data-testid="sat-in-progress">
              {t('home.inProgress', { date: formatDate(inProgress.createdAt), answered: inProgress.answered })}
            </Alert>
          )}
          <Typography color="text.secondary">{t('home.before')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {inProgress && (
              <Button component={RouterLink} to={satPaths.test(inProgress.id)} variant="contained" size="large">
                {t('home.resume')}
              </Button>
            )}
            <Button
              variant={inProgress ? 'outlined' : 'contained'}
              size="large"
              onClick={() => start.mutate({ type: 'SAT' })}
              disabled={start.isPending}
              data-testid="sat-start-button"
            >
              {inProgress ? t('home.startNew') : t('home.start')}
            </Button>
          </Stack>
          {start.isError && (
            <Alert severity="error">{noProblems ? tc('messages.noProblemToSolve') : t('errors.startFailed')}</Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function ScoresSection() {
  const { t } = useTranslation('sat');
  const formatDate = useDateFormat();
  const list = useQuery({ ...testListQuery(LIST_FILTER), staleTime: 0 });
  const finished = (list.data?.items ?? []).filter((item) => item.status === 'FINISHED');
  return (
    <Section title={t('home.scoresTitle')} testId="sat-scores">
      {list.isError ? (
        <Alert severity="error">{t('errors.loadFailedBody')}</Alert>
      ) : finished.length === 0 ? (
        <Typography color="text.secondary">{list.isPending ? t('screen.loading') : t('home.noScores')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {finished.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              sx={{
                alignItems: 'center',
                gap: 2,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0, pt: 0 },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{item.score ?? '–'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(item.finishedAt ?? item.createdAt)}
                </Typography>
              </Box>
              <Button
                component={RouterLink}
                to={satPaths.test(item.id)}
                aria-label={t('home.seeResultLabel', {
                  score: item.score ?? '',
                  date: formatDate(item.finishedAt ?? item.createdAt),
                })}
              >
                {t('home.seeResult')}
              </Button>
            </Stack>
          ))}
        </Box>
      )}
    </Section>
  );
}

function VisitorPanel() {
  const { t } = useTranslation('sat');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} data-testid="sat-visitor">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('home.sampleTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('home.sampleBody')}
      </Typography>
      <LinkActions
        actions={[
          { to: satPaths.sample, label: t('home.trySample') },
          { to: satPaths.signup, label: t('visitor.signup') },
          { to: satPaths.login, label: t('visitor.login') },
        ]}
      />
    </Paper>
  );
}

export default function SatHomeRoute() {
  const { t } = useTranslation('sat');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ mb: 2 }}>
        <Button component={RouterLink} to={satPaths.appHome} startIcon={<ArrowBackRoundedIcon />} sx={{ ml: -1 }}>
          {t('home.backHome')}
        </Button>
      </Box>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="overline" color="text.secondary" sx={{ display: 'block' }}>
            {t('home.overline')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
            {t('home.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.0625rem', maxWidth: 640 }} color="text.secondary">
            {t('home.lead')}
          </Typography>
        </Box>
        {loggedIn ? <StudentPanel /> : <VisitorPanel />}
        <Section title={t('home.shapeTitle')} testId="shape">
          <Facts />
        </Section>
        <DomainMix />
        {loggedIn && <ScoresSection />}
        {loggedIn && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip tone="neutral" size="small" label={t('home.sampleChip')} />
            <Button component={RouterLink} to={satPaths.sample} size="small">
              {t('home.trySample')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
