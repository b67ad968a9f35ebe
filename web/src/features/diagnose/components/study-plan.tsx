// The study plan of a diagnostic report: numbered steps (root gaps first, then the other gaps, then units still
// being learned), each with why it is there and links to the unit's practice and its lesson. Visitors get the
// lesson only: practice is saved per student.
import type { DiagnoseReport } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../solve/components/status-chip';
import { IconTile } from '../../../components/icon-tile';
import { UnitLinkButtons } from '../../../components/unit-link-buttons';
import { visuallyHidden } from '../../../components/visually-hidden';

const REASON_TONES = { ROOT_GAP: 'error', GAP: 'error', LEARNING: 'warning' } as const;

export function StudyPlan({
  plan,
  language,
  label,
  canPractise,
}: {
  plan: DiagnoseReport['plan'];
  language: 'ko' | 'en';
  /** A unit's name as the report says it (with its grade when it is of another grade). */
  label: (unitId: string) => string;
  canPractise: boolean;
}) {
  const { t } = useTranslation('diagnose');
  if (plan.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography>{t('plan.none')}</Typography>
      </Paper>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {plan.map((step) => {
        const unit = label(step.unitId);
        return (
          <Paper
            component="li"
            key={step.step}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'flex', gap: 2 }}
            data-testid="plan-step"
            data-unit={step.unitId}
          >
            <IconTile
              size={36}
              round
              sx={{ flexShrink: 0, bgcolor: 'primary.dark', color: 'primary.contrastText', fontWeight: 800 }}
            >
              {step.step}
            </IconTile>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
                <Typography variant="h3" sx={{ fontSize: '1.0625rem' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('plan.stepLabel', { step: step.step })}{' '}
                  </Box>
                  {unit}
                </Typography>
                <StatusChip tone={REASON_TONES[step.reason]} label={t(`plan.reason.${step.reason}`)} size="small" />
              </Stack>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {step.sentence[language]}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <UnitLinkButtons
                  unitId={step.unitId}
                  practice={
                    canPractise
                      ? { label: t('plan.practice'), ariaLabel: t('plan.practiceLabel', { unit }) }
                      : undefined
                  }
                  study={{ label: t('plan.study'), ariaLabel: t('plan.studyLabel', { unit }) }}
                />
              </Stack>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
