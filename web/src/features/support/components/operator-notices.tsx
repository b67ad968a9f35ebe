// The operators' notices: every notice with its state (draft or published), writing and editing one, publishing a
// draft (every student is alerted) and deleting one, each after a confirmation where students would notice.
import { NoticeWriteSchema, type OperatorNotice } from '@mathbridge/contract';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionEmpty } from '../../../components/section';
import { localDay } from '../../../lib/days';
import { StatusChip } from '../../solve/components/status-chip';
import { deleteNotice } from '../api/delete-notice';
import { operatorNoticesQuery } from '../api/get-operator-notices';
import { publishNotice } from '../api/publish-notice';
import { saveNotice } from '../api/save-notice';
import { pickLanguage } from '../lib/bilingual';
import { useOperatorDialogs } from '../lib/operator-dialogs';
import { usePageParam } from '../lib/page-param';
import { BilingualDialog, type BilingualDraft } from './bilingual-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { EditDeleteButtons, ListPager, ListStates, OperatorList, OperatorRow } from './list-parts';

type Pending = { kind: 'edit'; notice: OperatorNotice | null } | { kind: 'publish' | 'delete'; notice: OperatorNotice };

const emptyDraft: BilingualDraft = { heading: { ko: '', en: '' }, text: { ko: '', en: '' } };

export function OperatorNotices() {
  const { t, i18n } = useTranslation('support');
  const [page, setPage] = usePageParam('noticesPage');
  const list = useQuery({ ...operatorNoticesQuery(page), placeholderData: keepPreviousData });
  const { pending, save, act, open, close, failed } = useOperatorDialogs<
    Pending,
    { id: string | null; draft: BilingualDraft },
    { kind: 'publish' | 'delete'; id: string }
  >(
    ({ id, draft }) => saveNotice(id, { title: draft.heading, body: draft.text }),
    ({ kind, id }) => (kind === 'publish' ? publishNotice(id).then(() => undefined) : deleteNotice(id)),
  );

  return (
    <Stack spacing={2}>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => open({ kind: 'edit', notice: null })}>
        {t('operator.notices.write')}
      </Button>
      <ListStates
        query={list}
        empty={
          <SectionEmpty
            icon={<CampaignOutlinedIcon />}
            title={t('operator.notices.empty')}
            body={t('operator.notices.emptyBody')}
          />
        }
      >
        {(data) => (
          <OperatorList testId="operator-notices">
            {data.items.map((notice) => {
              const title = pickLanguage(notice.title, i18n.language);
              const published = notice.status === 'PUBLISHED';
              return (
                <OperatorRow
                  key={notice.id}
                  actions={
                    <>
                      {!published && (
                        <Button
                          variant="contained"
                          size="small"
                          onClick={() => open({ kind: 'publish', notice })}
                          aria-label={`${t('operator.notices.publish')}: ${title}`}
                        >
                          {t('operator.notices.publish')}
                        </Button>
                      )}
                      <EditDeleteButtons
                        name={title}
                        onEdit={() => open({ kind: 'edit', notice })}
                        onDelete={() => open({ kind: 'delete', notice })}
                      />
                    </>
                  }
                >
                  <StatusChip
                    size="small"
                    tone={published ? 'success' : 'neutral'}
                    label={published ? t('operator.notices.published') : t('operator.notices.draft')}
                    sx={{ alignSelf: 'flex-start' }}
                  />
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {published && notice.publishedAt
                      ? t('operator.notices.publishedOn', { date: localDay(notice.publishedAt) })
                      : t('operator.notices.updatedOn', { date: localDay(notice.updatedAt) })}
                  </Typography>
                </OperatorRow>
              );
            })}
          </OperatorList>
        )}
      </ListStates>
      <ListPager data={list.data} page={page} onChange={setPage} label={t('operator.pages')} />
      {pending?.kind === 'edit' && (
        <BilingualDialog
          title={pending.notice ? t('operator.notices.editTitle') : t('operator.notices.newTitle')}
          initial={pending.notice ? { heading: pending.notice.title, text: pending.notice.body } : emptyDraft}
          headingLabel={(language) => t('operator.notices.titleField', { language })}
          textLabel={(language) => t('operator.notices.bodyField', { language })}
          validate={(draft) => {
            const parsed = NoticeWriteSchema.safeParse({ title: draft.heading, body: draft.text });
            return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
          }}
          saving={save.isPending}
          error={failed(save.error)}
          onSave={(draft) => save.mutate({ id: pending.notice?.id ?? null, draft })}
          onClose={close}
        />
      )}
      {(pending?.kind === 'publish' || pending?.kind === 'delete') && (
        <ConfirmDialog
          title={pending.kind === 'publish' ? t('operator.notices.confirmPublish') : t('operator.confirmDelete')}
          body={pending.kind === 'publish' ? t('operator.notices.confirmPublishBody') : t('operator.confirmDeleteBody')}
          confirm={pending.kind === 'publish' ? t('operator.notices.publish') : t('operator.delete')}
          danger={pending.kind === 'delete'}
          busy={act.isPending}
          error={failed(act.error)}
          onConfirm={() => act.mutate({ kind: pending.kind, id: pending.notice.id })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
