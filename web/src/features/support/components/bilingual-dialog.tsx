// The operators' editor of a notice or an FAQ entry: a heading and a text in Korean and in English (one may stay
// empty), and a topic for FAQ entries. The contract's rule is checked before sending; the server's message shows when
// it refuses anyway.
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS, type Bilingual, type SupportCategory } from '@mathbridge/contract';
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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface BilingualDraft {
  category?: SupportCategory;
  heading: Bilingual;
  text: Bilingual;
}

export function BilingualDialog({
  title,
  initial,
  withCategory = false,
  headingLabel,
  textLabel,
  validate,
  saving,
  error,
  onSave,
  onClose,
}: {
  title: string;
  initial: BilingualDraft;
  withCategory?: boolean;
  /** Field labels with the language in them, e.g. 'Title (Korean)'. */
  headingLabel: (language: string) => string;
  textLabel: (language: string) => string;
  /** The first problem with the draft, or null. */
  validate: (draft: BilingualDraft) => string | null;
  saving: boolean;
  error: string | null;
  onSave: (draft: BilingualDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<BilingualDraft>(initial);
  const [touched, setTouched] = useState(false);
  const problem = touched ? validate(draft) : null;

  const set = (part: 'heading' | 'text', lng: 'ko' | 'en', value: string) =>
    setDraft((d) => ({ ...d, [part]: { ...d[part], [lng]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validate(draft) === null) onSave(draft);
  };

  const languages = [
    ['ko', t('operator.korean')],
    ['en', t('operator.english')],
  ] as const;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="editor-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="editor-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('operator.languagesHint')}
            </Typography>
            {withCategory && (
              <TextField
                select
                required
                label={t('faq.category')}
                value={draft.category ?? ''}
                onChange={(event) => setDraft((d) => ({ ...d, category: event.target.value as SupportCategory }))}
              >
                {SUPPORT_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`categories.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {languages.map(([lng, language]) => (
              <Stack key={lng} spacing={1.5} role="group" aria-label={language}>
                <TextField
                  label={headingLabel(language)}
                  value={draft.heading[lng]}
                  onChange={(event) => set('heading', lng, event.target.value)}
                  slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.titleMax * 2, lang: lng } }}
                />
                <TextField
                  multiline
                  minRows={4}
                  label={textLabel(language)}
                  value={draft.text[lng]}
                  onChange={(event) => set('text', lng, event.target.value)}
                  slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.bodyMax, lang: lng } }}
                />
              </Stack>
            ))}
            {(problem ?? error) && (
              <Typography role="alert" color="error.dark">
                {problem ?? error}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('operator.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('operator.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
