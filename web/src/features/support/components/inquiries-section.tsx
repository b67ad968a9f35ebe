// The student's own questions in the help centre: each with its status, newest first and paged, and the button to
// ask a new one.
import { buildPath } from '@mathbridge/contract';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { Section, SectionEmpty } from '../../../components/section';
import { localDay } from '../../../lib/days';
import { useAppStore } from '../../shell/stores/app-store';
import { StatusChip } from '../../solve/components/status-chip';
import { inquiriesQuery } from '../api/get-inquiries';
import { supportKeys } from '../api/support-keys';
import { usePageParam } from '../lib/page-param';
import { InquiryFormDialog } from './inquiry-form';
import { ListPager, ListStates } from './list-parts';

export const inquiryPath = (id: string) => buildPath(appPaths.supportInquiry, { id });

export function InquiriesSection() {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const size = useAppStore((s) => s.pageSize);
  const [page, setPage] = usePageParam();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const list = useQuery({ ...inquiriesQuery(page, size), placeholderData: keepPreviousData });

  const ask = (
    <Button variant="contained" onClick={() => setAsking(true)}>
      {t('inquiries.ask')}
    </Button>
  );

  return (
    <Section id="inquiries" title={t('inquiries.title')} lead={t('inquiries.lead')} action={ask}>
      {sent && (
        <Alert severity="success" onClose={() => setSent(false)} sx={{ mb: 2 }}>
          {t('inquiries.form.sent')}
        </Alert>
      )}
      <ListStates
        query={list}
        empty={
          <SectionEmpty icon={<ForumOutlinedIcon />} title={t('inquiries.empty')} body={t('inquiries.emptyBody')} />
        }
      >
        {(data) => (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <List disablePadding sx={{ width: '100%' }} data-testid="inquiries">
              {data.items.map((inquiry, index) => {
                const date = localDay(inquiry.createdAt);
                const status = t(`inquiries.status.${inquiry.status}`);
                return (
                  <ListItem key={inquiry.id} disablePadding divider={index < data.items.length - 1}>
                    <ListItemButton
                      component={RouterLink}
                      to={inquiryPath(inquiry.id)}
                      sx={{ py: 1.5, px: 1, gap: 1.5 }}
                      data-testid="inquiry"
                      data-status={inquiry.status}
                      aria-label={t('inquiries.openLabel', { title: inquiry.title, status, date })}
                    >
                      <ListItemText
                        primary={inquiry.title}
                        secondary={`${t(`categories.${inquiry.category}`)} · ${t('inquiries.asked', { date })}`}
                        slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                      />
                      <StatusChip
                        size="small"
                        label={status}
                        tone={inquiry.status === 'ANSWERED' ? 'success' : 'warning'}
                      />
                      <ChevronRightIcon color="action" />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
            <ListPager data={data} page={page} onChange={setPage} label={t('inquiries.pages')} />
          </Stack>
        )}
      </ListStates>
      <InquiryFormDialog
        open={asking}
        onClose={() => setAsking(false)}
        onSent={() => {
          setAsking(false);
          setSent(true);
          setPage(1);
          void queryClient.invalidateQueries({ queryKey: supportKeys.inquiriesAll });
        }}
      />
    </Section>
  );
}
