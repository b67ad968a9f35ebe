// Why a recommended set holds what it holds: its distinct why phrases, the most common first (the set's own why,
// for NEXT, leads). Shown under today's set; nothing while the api gives no why.
import type { StudySet } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhyPhrase } from '../hooks/use-why-phrase';
import { setReasons } from '../lib/set-reasons';

export function SetReasons({ set }: { set: StudySet | undefined }) {
  const { t } = useTranslation('recommend');
  const phrase = useWhyPhrase();
  const headingId = useId();
  const reasons = set ? setReasons(set, phrase) : [];
  if (reasons.length === 0) return null;
  return (
    <Box data-testid="set-reasons">
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('reasons.title')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { typography: 'body2', mb: 0.25 } }}
      >
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Box>
    </Box>
  );
}
