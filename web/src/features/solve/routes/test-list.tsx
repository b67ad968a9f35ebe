// /solve/test/list: the student's workbooks and tests, newest first, a page at a time (page size from the app's
// client state, 5 by default), filtered by kind; each continues where it stopped or opens its results.
import { WORKBOOK_KINDS, type WorkbookKind } from '@mathbridge/contract';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useSessionStore } from '../../../lib/session-store';
import { useAppStore } from '../../shell/stores/app-store';
import { useWorkbooks } from '../api/get-workbooks';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from '../components/login-required-card';
import { WorkbookCard } from '../components/workbook-card';
import { LoadFailedCard } from '../components/workbook-gate';
import { solvePaths, startPath } from '../../../lib/solve-links';
import { ListPagination } from '../../../components/list-pagination';

type KindFilter = WorkbookKind | 'all';

export default function TestListRoute() {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const page = useAppStore((s) => s.pageNumber);
  const size = useAppStore((s) => s.pageSize);
  const setPage = useAppStore((s) => s.setPageNumber);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: KindFilter = (WORKBOOK_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as WorkbookKind)
    : 'all';
  const list = useWorkbooks(
    { page, size, kind: kind === 'all' ? undefined : kind },
    { enabled: loginStatus === 'LOGIN' },
  );

  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;

  return (
    <Page title={t('list.title')} maxWidth="md">
      <Tabs
        value={kind}
        onChange={(_, value: KindFilter) => {
          setPage(1);
          setParams(value === 'all' ? {} : { kind: value }, { replace: true });
        }}
        aria-label={t('list.filter')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
        }}
      >
        <Tab value="all" label={t('list.all')} />
        {WORKBOOK_KINDS.map((value) => (
          <Tab key={value} value={value} label={t(`kinds.${value}`)} />
        ))}
      </Tabs>

      {list.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : list.isError ? (
        <LoadFailedCard error={list.error} />
      ) : list.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
          <Inventory2OutlinedIcon aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{tc('messages.noData')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('list.emptyBody')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to={startPath({ mode: 'FAST', count: 5 })} variant="contained">
              {t('start.fast')}
            </Button>
            <Button component={RouterLink} to={solvePaths.study} variant="outlined">
              {t('common.goStudy')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('list.count', { count: list.data.total })}
          </Typography>
          {list.data.items.map((workbook) => (
            <WorkbookCard key={workbook.id} workbook={workbook} />
          ))}
          <ListPagination
            pages={pages}
            page={page}
            onPage={setPage}
            pageLabel={(value) => t('list.pageLabel', { page: value })}
            stepLabel={(type) => t(`list.${type}`)}
            sx={{ alignSelf: 'center', pt: 1 }}
          />
        </Stack>
      )}
    </Page>
  );
}
