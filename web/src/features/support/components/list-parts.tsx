// The pieces the support lists share: loading, failure and empty states around a paged list, the pager, and the
// operator tools' outlined rows with their Edit and Delete buttons.
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportFailed, SupportLoading } from './states';

/** A list's query: loading, then failure with a retry, the empty state, or the items. */
export function ListStates<D extends { items: readonly unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<D>;
  empty: ReactNode;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <SupportLoading />;
  if (query.isError) return <SupportFailed onRetry={() => void query.refetch()} />;
  return query.data.items.length === 0 ? empty : children(query.data);
}

/** The page numbers under a paged list; nothing while everything fits on one page. */
export function ListPager({
  data,
  page,
  onChange,
  label,
}: {
  data: { total: number; size: number } | undefined;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ alignSelf: 'center' }}
      count={pages}
      page={page}
      onChange={(_, next) => onChange(next)}
      aria-label={label}
    />
  );
}

/** The unstyled list the operator tools' rows sit in. */
export function OperatorList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** One operator row: what it is on the left (above on a phone), its buttons on the right. */
export function OperatorRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          {children}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Edit and Delete for one row; their labels name the row, so a screen reader tells the rows' buttons apart. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('support');
  return (
    <>
      <Button variant="outlined" size="small" onClick={onEdit} aria-label={`${t('operator.edit')}: ${name}`}>
        {t('operator.edit')}
      </Button>
      <Button color="error" size="small" onClick={onDelete} aria-label={`${t('operator.delete')}: ${name}`}>
        {t('operator.delete')}
      </Button>
    </>
  );
}
