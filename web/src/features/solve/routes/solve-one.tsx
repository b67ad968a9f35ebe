// /solve/one: with a query (units, or a study mode, a count and a kind) it creates the workbook and replaces the
// URL with the screen that solves it; with none, a small chooser (quick set, today's set, mistakes, recent work).
import { PracticeErrorCode } from '@mathbridge/contract';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import SentimentSatisfiedRoundedIcon from '@mui/icons-material/SentimentSatisfiedRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LinkListItem } from '../../../components/link-list-item';
import { Page } from '../../../components/page';
import { HttpError } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { createWorkbookKey, useCreateWorkbook } from '../api/create-workbook';
import { useWorkbooks } from '../api/get-workbooks';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from '../components/login-required-card';
import { StatusCard } from '../../../components/status-card';
import { WorkbookCard } from '../components/workbook-card';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useUnitNames } from '../../course/hooks/use-unit-names';
import { rememberSheet } from '../lib/sheet-memory';
import {
  readStartQuery,
  SOLVE_VARIANTS,
  solvePaths,
  startPath,
  workbookPath,
  type SolveVariant,
} from '../../../lib/solve-links';

function Creating({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = readStartQuery(search);
  const key = search.toString();
  const { mutate, status, error } = useCreateWorkbook(key);

  useEffect(() => {
    // One workbook per link: after the first call the mutation's status is no longer idle, and React's second run of
    // a new effect (development) finds the first call still under way in the mutation cache.
    if (request.status !== 'ok' || status !== 'idle') return;
    if (queryClient.isMutating({ mutationKey: createWorkbookKey(key), exact: true }) > 0) return;
    mutate(request.body, {
      onSuccess: (workbook) => {
        if (request.variant === 'sheet') rememberSheet(workbook.id);
        void navigate(workbookPath(request.variant, workbook.id), { replace: true });
      },
    });
  }, [key, request, status, mutate, navigate, queryClient]);

  if (request.status === 'invalid') {
    return (
      <StatusCard
        icon={<ReportProblemOutlinedIcon />}
        title={tc('messages.invalidAccess')}
        body={t(`start.invalid.${request.field}`)}
        actions={[{ label: t('start.choose'), to: solvePaths.start, primary: true }]}
      />
    );
  }
  if (error) {
    const none = error instanceof HttpError && error.code === PracticeErrorCode.NoProblems;
    return (
      <StatusCard
        testId="start-failed"
        icon={none ? <SentimentSatisfiedRoundedIcon /> : <ReportProblemOutlinedIcon />}
        title={none ? tc('messages.noProblemToSolve') : t('errors.startFailed')}
        body={none ? t('start.noProblemsBody') : error instanceof Error ? error.message : undefined}
        actions={[
          { label: t('common.goStudy'), to: solvePaths.study, primary: true },
          { label: t('start.choose'), to: solvePaths.start },
        ]}
      />
    );
  }
  return (
    <Page maxWidth="sm">
      <LoadingBlock label={t('start.creating')} />
      <Typography align="center" color="text.secondary">
        {t('start.creating')}
      </Typography>
    </Page>
  );
}

function Chooser() {
  const { t } = useTranslation('solve');
  const [kind, setKind] = useState<SolveVariant>('practice');
  const recent = useWorkbooks({ page: 1, size: 3 });
  const unitNames = useUnitNames();
  const language = useProblemLanguage();
  // The units of the latest unit workbooks, newest first, each once.
  const recentUnits = [
    ...new Set((recent.data?.items ?? []).filter((w) => !w.source.studyMode).flatMap((w) => w.source.unitIds)),
  ].slice(0, 6);
  return (
    <Page title={t('start.title')} maxWidth="sm">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Typography id="solve-kind-label" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
            {t('start.kindLabel')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={kind}
            onChange={(_, value: SolveVariant | null) => value && setKind(value)}
            aria-labelledby="solve-kind-label"
            size="small"
            fullWidth
          >
            {SOLVE_VARIANTS.map((variant) => (
              <ToggleButton key={variant} value={variant} sx={{ px: 1, lineHeight: 1.3 }}>
                {t(`titles.${variant}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(`start.kindHint.${kind}`)}
          </Typography>
        </Paper>
        <Paper
          variant="outlined"
          component="nav"
          aria-label={t('start.menu')}
          sx={{ borderRadius: 3, overflow: 'hidden' }}
        >
          <List disablePadding>
            <LinkListItem
              emphasis
              to={startPath({ mode: 'FAST', count: 5, kind })}
              icon={<BoltRoundedIcon />}
              primary={t('start.fast')}
              secondary={t('start.fastHint')}
            />
            <LinkListItem
              emphasis
              to={startPath({ mode: 'TODAY', count: 5, kind })}
              icon={<EventAvailableRoundedIcon />}
              primary={t('start.today')}
              secondary={t('start.todayHint')}
            />
            <LinkListItem
              emphasis
              to={startPath({ mode: 'RECENT', count: 5, kind })}
              icon={<ReplayRoundedIcon />}
              primary={t('start.recent')}
              secondary={t('start.recentHint')}
            />
            <LinkListItem
              emphasis
              to={solvePaths.incorrect}
              icon={<AutoAwesomeRoundedIcon />}
              primary={t('incorrect.title')}
              secondary={t('start.incorrectHint')}
            />
            <LinkListItem
              emphasis
              to={solvePaths.study}
              icon={<MenuBookRoundedIcon />}
              primary={t('common.goStudy')}
              secondary={t('start.studyHint')}
            />
          </List>
        </Paper>
        {recentUnits.length > 0 && (
          <Box component="section" aria-labelledby="recent-units">
            <Typography id="recent-units" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }}>
              {t('start.recentUnits')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {recentUnits.map((unitId) => (
                <Chip
                  key={unitId}
                  component={RouterLink}
                  to={startPath({ units: [unitId], kind })}
                  clickable
                  variant="outlined"
                  label={unitNames.get(unitId)?.[language] ?? unitId}
                  sx={{ fontWeight: 600 }}
                />
              ))}
            </Stack>
          </Box>
        )}
        {recent.data && recent.data.items.length > 0 && (
          <Stack spacing={1.5} component="section" aria-labelledby="recent-workbooks">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography id="recent-workbooks" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                {t('start.recentWork')}
              </Typography>
              <Typography
                component={RouterLink}
                to={solvePaths.list}
                variant="body2"
                sx={{ color: 'primary.dark', fontWeight: 700 }}
              >
                {t('start.seeAll')}
              </Typography>
            </Stack>
            {recent.data.items.map((workbook) => (
              <WorkbookCard key={workbook.id} workbook={workbook} headingLevel="h3" />
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

export default function SolveOneRoute() {
  const [search] = useSearchParams();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;
  if (readStartQuery(search).status === 'empty') return <Chooser />;
  return <Creating search={search} />;
}
