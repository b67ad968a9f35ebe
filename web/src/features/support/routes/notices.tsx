// Notices: published news, newest first, a page at a time; an unread one is marked New until the student opens it.
import { buildPath } from '@mathbridge/contract';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { appPaths } from '../../../lib/paths';
import { SectionEmpty } from '../../../components/section';
import { localDay } from '../../../lib/days';
import { useAppStore } from '../../shell/stores/app-store';
import { StatusChip } from '../../solve/components/status-chip';
import { noticesQuery } from '../api/get-notices';
import { SupportFailed, SupportLoading } from '../components/states';
import { pickLanguage } from '../lib/bilingual';
import { usePageParam } from '../lib/page-param';

export const noticePath = (id: string) => buildPath(appPaths.noticeDetail, { id });

export default function NoticesRoute() {
  const { t, i18n } = useTranslation('support');
  const size = useAppStore((s) => s.pageSize);
  const [page, setPage] = usePageParam();
  const list = useQuery({ ...noticesQuery(page, size), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;

  return (
    <Page title={t('notices.title')} maxWidth="sm">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notices.lead')}
      </Typography>
      {list.isPending ? (
        <SupportLoading />
      ) : list.isError ? (
        <SupportFailed onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <SectionEmpty icon={<CampaignOutlinedIcon />} title={t('notices.empty')} body={t('notices.emptyBody')} />
        </Paper>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, width: '100%', overflow: 'hidden' }}>
            <List disablePadding data-testid="notices">
              {list.data.items.map((notice, index) => {
                const title = pickLanguage(notice.title, i18n.language);
                const date = localDay(notice.publishedAt);
                return (
                  <ListItem key={notice.id} disablePadding divider={index < list.data.items.length - 1}>
                    <ListItemButton
                      component={RouterLink}
                      to={noticePath(notice.id)}
                      sx={{ py: 2, gap: 1.5 }}
                      data-testid="notice"
                      data-read={notice.read}
                      aria-label={t('notices.openLabel', {
                        title,
                        date,
                        state: notice.read ? '' : t('notices.unreadState'),
                      })}
                    >
                      <ListItemText
                        primary={title}
                        secondary={<time dateTime={notice.publishedAt}>{date}</time>}
                        slotProps={{
                          primary: { sx: { fontWeight: notice.read ? 400 : 700, overflowWrap: 'anywhere' } },
                        }}
                      />
                      {!notice.read && <StatusChip size="small" tone="primary" label={t('notices.new')} />}
                      <ChevronRightIcon color="action" />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Paper>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              aria-label={t('notices.pages')}
            />
          )}
        </Stack>
      )}
    </Page>
  );
}
