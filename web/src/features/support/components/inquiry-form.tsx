// The form to ask a question: a topic, a subject and the question; the server's message shows when it refuses one.
import {
  InquiryWriteSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type Inquiry,
  type SupportCategory,
} from '@mathbridge/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { writeInquiry } from '../api/write-inquiry';

export function InquiryFormDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (inquiry: Inquiry) => void;
}) {
  const { t } = useTranslation('support');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [category, setCategory] = useState<SupportCategory | ''>('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: writeInquiry,
    onSuccess: (inquiry) => {
      setCategory('');
      setTitle('');
      setBody('');
      setTouched(false);
      onSent(inquiry);
    },
  });
  const draft = InquiryWriteSchema.safeParse({ category, title, body });
  const issueOf = (field: string) =>
    touched && !draft.success ? draft.error.issues.find((issue) => issue.path[0] === field) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (draft.success) send.mutate(draft.data);
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="ask-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="ask-title">{t('inquiries.form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              label={t('inquiries.form.category')}
              value={category}
              onChange={(event) => setCategory(event.target.value as SupportCategory)}
              error={issueOf('category') !== undefined}
              helperText={issueOf('category')?.message}
            >
              {SUPPORT_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`categories.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              label={t('inquiries.form.subject')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={issueOf('title') !== undefined}
              helperText={issueOf('title')?.message}
              slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.titleMax } }}
            />
            <TextField
              required
              multiline
              minRows={5}
              label={t('inquiries.form.body')}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              error={issueOf('body') !== undefined}
              helperText={issueOf('body')?.message ?? t('inquiries.form.bodyHint')}
              slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.inquiryBodyMax } }}
            />
            {send.isError && (
              <Typography role="alert" color="error.dark">
                {t('inquiries.form.failed')} ({send.error.message})
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('inquiries.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('inquiries.form.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
