// The operators' queue of students' questions: waiting ones first (oldest first), each with a field to answer it (or
// to correct an answer already sent); the student is alerted.
import {
  INQUIRY_STATUSES,
  InquiryAnswerSchema,
  SUPPORT_LIMITS,
  type InquiryStatus,
  type OperatorInquiry,
} from '@mathbridge/contract';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionEmpty } from '../../../components/section';
import { localDay } from '../../../lib/days';
import { StatusChip } from '../../solve/components/status-chip';
import { answerInquiry } from '../api/answer-inquiry';
import { operatorInquiriesQuery } from '../api/get-operator-inquiries';
import { supportKeys } from '../api/support-keys';
import { ListPager, ListStates, OperatorList } from './list-parts';

function InquiryCard({ inquiry, onSent }: { inquiry: OperatorInquiry; onSent: () => void }) {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => answerInquiry(inquiry.id, text),
    onSuccess: () => {
      onSent();
      // An answered question leaves the waiting list.
      void queryClient.invalidateQueries({ queryKey: supportKeys.operator });
    },
  });
  const answered = inquiry.status === 'ANSWERED';
  const fieldId = `answer-${inquiry.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InquiryAnswerSchema.safeParse({ answer });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) send.mutate(parsed.data.answer);
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderRadius: 3 }}
      data-testid="operator-inquiry"
      data-status={inquiry.status}
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusChip
            size="small"
            tone={answered ? 'success' : 'warning'}
            label={t(`inquiries.status.${inquiry.status}`)}
          />
          <StatusChip size="small" tone="neutral" label={t(`categories.${inquiry.category}`)} />
          <Typography variant="body2" color="text.secondary">
            {t('operator.inquiries.from', { name: inquiry.studentName })} ·{' '}
            {t('inquiries.asked', { date: localDay(inquiry.createdAt) })}
          </Typography>
        </Stack>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {inquiry.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{inquiry.body}</Typography>
        <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ pt: 1 }}>
          <TextField
            id={fieldId}
            multiline
            minRows={3}
            label={t('operator.inquiries.answerField')}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            error={problem !== null}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.answerMax } }}
          />
          {send.isError && (
            <Typography role="alert" color="error.dark">
              {t('operator.failed', { message: send.error.message })}
            </Typography>
          )}
          <Button type="submit" variant="contained" loading={send.isPending} sx={{ alignSelf: 'flex-start' }}>
            {answered ? t('operator.inquiries.update') : t('operator.inquiries.send')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function OperatorInquiries() {
  const { t } = useTranslation('support');
  const [status, setStatus] = useState<InquiryStatus | null>('WAITING');
  const [page, setPage] = useState(1);
  const [sent, setSent] = useState(false);
  const list = useQuery({ ...operatorInquiriesQuery(status, page), placeholderData: keepPreviousData });

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status ?? 'ALL'}
        onChange={(_, value: InquiryStatus | 'ALL' | null) => {
          if (value === null) return;
          setStatus(value === 'ALL' ? null : value);
          setPage(1);
        }}
        aria-label={t('operator.inquiries.filter')}
        sx={{ alignSelf: 'flex-start', flexWrap: 'wrap' }}
      >
        {INQUIRY_STATUSES.map((s) => (
          <ToggleButton key={s} value={s}>
            {t(`inquiries.status.${s}`)}
          </ToggleButton>
        ))}
        <ToggleButton value="ALL">{t('operator.inquiries.all')}</ToggleButton>
      </ToggleButtonGroup>
      {sent && (
        <Alert severity="success" onClose={() => setSent(false)}>
          {t('operator.inquiries.sent')}
        </Alert>
      )}
      <ListStates
        query={list}
        empty={
          <SectionEmpty
            icon={<ForumOutlinedIcon />}
            title={t('operator.inquiries.empty')}
            body={t('operator.inquiries.emptyBody')}
          />
        }
      >
        {(data) => (
          <OperatorList>
            {data.items.map((inquiry) => (
              <InquiryCard
                key={`${inquiry.id}:${inquiry.answeredAt ?? ''}`}
                inquiry={inquiry}
                onSent={() => setSent(true)}
              />
            ))}
          </OperatorList>
        )}
      </ListStates>
      <ListPager data={list.data} page={page} onChange={setPage} label={t('operator.pages')} />
    </Stack>
  );
}
