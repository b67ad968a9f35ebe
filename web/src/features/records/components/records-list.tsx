// Every workbook and test with its result, newest first, a page at a time (page size 5 unless the size cookie says
// otherwise), filtered by kind and by dates (YYYY-MM-DD). The filters and the page live in the URL. Each record opens
// its results (or continues where it stopped).
import { WORKBOOK_KINDS, type WorkbookKind } from '@mathbridge/contract';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { useAppStore } from '../../shell/stores/app-store';
import { WorkbookChips } from '../../solve/components/workbook-chips';
import { useGradeLabel } from '../../tests/hooks/use-grade-label';
import { recordsQuery } from '../api/get-records';
import { useCourseIndex } from '../../course/hooks/use-course-index';
import { localDay } from '../../../lib/days';
import { recordPath, recordsFilterFrom, recordsSearch, type RecordItem } from '../lib/record-links';
import { SectionEmpty, SectionFailed, SectionLoading } from '../../../components/section';

function useRecordName() {
  const { t, i18n } = useTranslation('records');
  const course = useCourseIndex();
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  return (record: RecordItem) => {
    if (record.testType) return t(`records.tests.${record.testType}`);
    const names = record.unitIds.map((id) => course.unitName(id)?.[language]).filter((name) => name != null);
    const first = names[0];
    if (!first) return t(`records.kinds.${record.kind}`);
    return names.length === 1 ? first : t('records.moreUnits', { first, count: names.length - 1 });
  };
}

function RecordCard({ record }: { record: RecordItem }) {
  const { t } = useTranslation('records');
  const grade = useGradeLabel();
  const name = useRecordName()(record);
  const finished = record.finishedAt != null;
  const date = localDay(record.createdAt);
  let outcome: string;
  if (finished && record.testType === 'LEVEL' && record.placementGradeId) {
    outcome = t('records.placement', { grade: grade.label(record.placementGradeId) });
  } else if (finished && record.testType === 'SAT' && record.score != null) {
    outcome = t('records.satScore', { score: record.score });
  } else if (finished && record.testType === 'DIAGNOSE' && record.gaps != null) {
    outcome = t('records.gaps', { count: record.gaps });
  } else if (finished && record.correct != null) {
    outcome = t('records.score', { correct: record.correct, total: record.questionCount });
  } else {
    outcome = t('records.answered', { answered: record.answered, total: record.questionCount });
  }
  const action = finished ? t('records.open') : t('records.continue');
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }} data-testid="record">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <WorkbookChips
            kind={record.kind}
            kindLabel={record.testType ? t(`records.tests.${record.testType}`) : t(`records.kinds.${record.kind}`)}
            finished={finished}
            stateLabel={finished ? t('records.finished') : t('records.inProgress')}
          />
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={record.createdAt}>{date}</time> · {outcome}
          </Typography>
        </Stack>
        <Button
          component={RouterLink}
          to={recordPath(record)}
          variant={finished ? 'outlined' : 'contained'}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          aria-label={t('records.openLabel', { action, name, date })}
        >
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}

type KindChoice = WorkbookKind | 'all';

export function RecordsList() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  const size = useAppStore((s) => s.pageSize);
  const [params, setParams] = useSearchParams();
  const filter = recordsFilterFrom(params, size);
  const datesInOrder = !filter.from || !filter.to || filter.from <= filter.to;
  const list = useQuery({ ...recordsQuery(filter), enabled: datesInOrder });
  const filtered = filter.kind != null || filter.from != null || filter.to != null;
  const change = (next: Parameters<typeof recordsSearch>[1]) =>
    setParams(recordsSearch(params, next), { replace: true, preventScrollReset: true });
  const today = localDay(new Date());

  // The dates chosen, written YYYY-MM-DD whatever the date fields show.
  const range =
    filter.from && filter.to
      ? t('records.rangeBoth', { from: filter.from, to: filter.to })
      : filter.from
        ? t('records.rangeFrom', { from: filter.from })
        : filter.to
          ? t('records.rangeTo', { to: filter.to })
          : null;

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;

  /** The first or last day of the range; a day outside the bounds cannot be picked. */
  const dateField = (end: 'from' | 'to', bounds: { min?: string | undefined; max: string }, error = false) => (
    <TextField
      type="date"
      size="small"
      label={t(`records.${end}`)}
      value={filter[end] ?? ''}
      onChange={(event) => change({ [end]: event.target.value || undefined })}
      error={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
    />
  );

  return (
    <Stack spacing={2}>
      <Box
        role="group"
        aria-label={t('records.filters')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr)) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          size="small"
          label={t('records.kind')}
          value={filter.kind ?? 'all'}
          onChange={(event) => {
            const value = event.target.value as KindChoice;
            change({ kind: value === 'all' ? undefined : value });
          }}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          <MenuItem value="all">{t('records.all')}</MenuItem>
          {WORKBOOK_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`records.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {dateField('from', { max: filter.to ?? today })}
        {dateField('to', { min: filter.from, max: today }, !datesInOrder)}
        <Button
          onClick={() => change({ kind: undefined, from: undefined, to: undefined })}
          disabled={!filtered}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'start', sm: 'stretch' } }}
        >
          {t('records.clear')}
        </Button>
      </Box>
      {!datesInOrder ? (
        <Typography role="alert" color="error.dark" variant="body2">
          {t('records.dateOrder')}
        </Typography>
      ) : list.isPending ? (
        <SectionLoading />
      ) : list.isError ? (
        <SectionFailed onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <SectionEmpty
            icon={<SearchOffRoundedIcon />}
            title={tc('messages.noResults')}
            body={t('records.noResultsBody')}
            actions={
              <Button variant="outlined" onClick={() => change({ kind: undefined, from: undefined, to: undefined })}>
                {t('records.clear')}
              </Button>
            }
          />
        ) : (
          <SectionEmpty
            icon={<Inventory2OutlinedIcon />}
            title={tc('messages.noData')}
            body={t('records.emptyBody')}
            actions={
              <>
                <Button component={RouterLink} to="/test" variant="contained">
                  {t('records.startFirst')}
                </Button>
                <Button component={RouterLink} to={appPaths.study} variant="outlined">
                  {t('empty.study')}
                </Button>
              </>
            }
          />
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="records-count">
            {t('records.count', { count: list.data.total })}
            {range && ` · ${range}`}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {list.data.items.map((record) => (
              <RecordCard key={record.id} record={record} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(filter.page, pages)}
              onChange={(_, page) => change({ page })}
              color="primary"
              siblingCount={0}
              sx={{ alignSelf: 'center', pt: 1 }}
              getItemAriaLabel={(type, page) =>
                type === 'page' ? t('records.pageLabel', { page }) : t(`records.${type}` as 'records.next')
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
