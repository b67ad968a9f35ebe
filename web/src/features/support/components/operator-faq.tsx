// The operators' FAQ: every entry by topic, adding, editing and deleting one.
import { FaqWriteSchema, type Faq } from '@mathbridge/contract';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionEmpty } from '../../../components/section';
import { deleteFaq } from '../api/delete-faq';
import { faqsQuery } from '../api/get-faqs';
import { saveFaq } from '../api/save-faq';
import { pickLanguage } from '../lib/bilingual';
import { useOperatorDialogs } from '../lib/operator-dialogs';
import { BilingualDialog, type BilingualDraft } from './bilingual-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { EditDeleteButtons, ListStates, OperatorList, OperatorRow } from './list-parts';

type Pending = { kind: 'edit'; faq: Faq | null } | { kind: 'delete'; faq: Faq };

export function OperatorFaq() {
  const { t, i18n } = useTranslation('support');
  const list = useQuery(faqsQuery('', null));
  const { pending, save, act, open, close, failed } = useOperatorDialogs<
    Pending,
    { id: string | null; draft: BilingualDraft },
    string
  >(
    ({ id, draft }) =>
      saveFaq(id, { category: draft.category ?? 'OTHER', question: draft.heading, answer: draft.text }),
    deleteFaq,
  );

  return (
    <Stack spacing={2}>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => open({ kind: 'edit', faq: null })}>
        {t('operator.faq.add')}
      </Button>
      <ListStates
        query={list}
        empty={
          <SectionEmpty
            icon={<QuizOutlinedIcon />}
            title={t('operator.faq.empty')}
            body={t('operator.faq.emptyBody')}
          />
        }
      >
        {(data) => (
          <OperatorList>
            {data.items.map((faq) => {
              const question = pickLanguage(faq.question, i18n.language);
              return (
                <OperatorRow
                  key={faq.id}
                  actions={
                    <EditDeleteButtons
                      name={question}
                      onEdit={() => open({ kind: 'edit', faq })}
                      onDelete={() => open({ kind: 'delete', faq })}
                    />
                  }
                >
                  <Typography variant="caption" color="text.secondary">
                    {t(`categories.${faq.category}`)}
                  </Typography>
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {question}
                  </Typography>
                </OperatorRow>
              );
            })}
          </OperatorList>
        )}
      </ListStates>
      {pending?.kind === 'edit' && (
        <BilingualDialog
          title={pending.faq ? t('operator.faq.editTitle') : t('operator.faq.newTitle')}
          withCategory
          initial={
            pending.faq
              ? { category: pending.faq.category, heading: pending.faq.question, text: pending.faq.answer }
              : { heading: { ko: '', en: '' }, text: { ko: '', en: '' } }
          }
          headingLabel={(language) => t('operator.faq.questionField', { language })}
          textLabel={(language) => t('operator.faq.answerField', { language })}
          validate={(draft) => {
            const parsed = FaqWriteSchema.safeParse({
              category: draft.category,
              question: draft.heading,
              answer: draft.text,
            });
            return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
          }}
          saving={save.isPending}
          error={failed(save.error)}
          onSave={(draft) => save.mutate({ id: pending.faq?.id ?? null, draft })}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('operator.confirmDelete')}
          body={t('operator.confirmDeleteBody')}
          confirm={t('operator.delete')}
          danger
          busy={act.isPending}
          error={failed(act.error)}
          onConfirm={() => act.mutate(pending.faq.id)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
