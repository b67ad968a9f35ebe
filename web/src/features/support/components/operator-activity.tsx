// The operators' audit trail: every change made in the operator tools, newest first, with who made it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorAuditQuery } from '../api/get-operator-audit';
import { ListPager, ListStates } from './list-parts';

const time = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function OperatorActivity() {
  const { t } = useTranslation('support');
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...operatorAuditQuery(page), placeholderData: keepPreviousData });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('operator.activity.lead')}</Typography>
      <ListStates query={audit} empty={<Typography>{t('operator.activity.empty')}</Typography>}>
        {(data) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('operator.tabs.activity')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('operator.activity.when')}</TableCell>
                  <TableCell>{t('operator.activity.who')}</TableCell>
                  <TableCell>{t('operator.activity.what')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('operator.activity.target')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((entry) => (
                  <TableRow key={entry.id} data-testid="audit-entry">
                    {/* On a phone the day and the time take two lines, so names are not broken mid-word. */}
                    <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                      <time dateTime={entry.at}>{time(entry.at)}</time>
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'keep-all' }}>
                      {entry.operatorName ?? t('operator.activity.removedAccount')}
                    </TableCell>
                    <TableCell>{t(`operator.activity.actions.${entry.action}`)}</TableCell>
                    <TableCell
                      sx={{
                        display: { xs: 'none', sm: 'table-cell' },
                        fontFamily: 'monospace',
                        color: 'text.secondary',
                      }}
                    >
                      {entry.targetId.slice(0, 8)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </ListStates>
      <ListPager data={audit.data} page={page} onChange={setPage} label={t('operator.pages')} />
    </Stack>
  );
}
