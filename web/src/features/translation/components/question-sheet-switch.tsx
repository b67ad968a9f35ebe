// The switch between a problem set's original and its translation, on every solving screen of a student whose
// translation language is neither ko nor en. The language is named in its own words.
import { TRANSLATION_LANGUAGES } from '@mathbridge/contract';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSheet } from '../hooks/use-question-sheet';

export function QuestionSheetSwitch({ sheet }: { sheet: QuestionSheet }) {
  const { t } = useTranslation('translation');
  const labelId = useId();
  if (!sheet.target) return null;
  const language = TRANSLATION_LANGUAGES.find((l) => l.code === sheet.target);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      data-testid="question-sheet-switch"
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t('sheet.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelId}
        value={sheet.shown ? 'translation' : 'original'}
        onChange={(_, value: 'original' | 'translation' | null) => {
          if (value && !sheet.busy) sheet.show(value === 'translation');
        }}
      >
        <ToggleButton value="original">{t('sheet.original')}</ToggleButton>
        <ToggleButton value="translation" aria-busy={sheet.busy}>
          <span lang={sheet.target}>{language?.ownName ?? sheet.target}</span>
        </ToggleButton>
      </ToggleButtonGroup>
      {sheet.busy && <CircularProgress size={20} aria-label={t('sheet.translating')} />}
    </Stack>
  );
}
