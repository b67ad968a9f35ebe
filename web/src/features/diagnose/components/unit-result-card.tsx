// One unit of a diagnostic report: its name and status, how sure we are the student knows it (in words and as a
// bar with its band), the report's own sentence, and the answers that moved it, each opening that question when
// the screen can show it.
import type { UnitResult } from '@mathbridge/contract';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../solve/components/status-chip';
import { masteryBand, STATUS_TONES } from '../lib/report-words';
import { MasteryBar } from './mastery-bar';

export type Evidence = UnitResult['evidence'][number];

export function UnitResultCard({
  unit,
  language,
  place,
  onOpenEvidence,
}: {
  unit: UnitResult;
  language: 'ko' | 'en';
  /** Where the unit sits (grade, chapter) when its name alone is not enough. */
  place?: string;
  /** Opens a question of the evidence; without it the answers are listed only. */
  onOpenEvidence?: (evidence: Evidence) => void;
}) {
  const { t } = useTranslation('diagnose');
  const band = masteryBand(unit);
  // Once rounded, one more answer may not move it at all: no range to speak of.
  const steady = band.low === band.high;
  const tone = STATUS_TONES[unit.status];
  const headingId = `unit-${unit.unitId}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={place ? `${headingId} ${headingId}-place` : headingId}
      data-testid="unit-result"
      data-unit={unit.unitId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem' }}>
            {unit.name[language]}
          </Typography>
          {place && (
            <Typography id={`${headingId}-place`} variant="body2" sx={{ fontWeight: 700 }} color="text.secondary">
              {place}
            </Typography>
          )}
        </Box>
        <StatusChip tone={tone} label={t(`status.${unit.status}`)} size="small" sx={{ flexShrink: 0 }} />
      </Stack>

      <Typography sx={{ fontWeight: 700 }}>
        {t(`mastery.${band.tier}`)}{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          {steady
            ? t('mastery.chanceSteady', { percent: band.percent })
            : t('mastery.chance', { percent: band.percent, low: band.low, high: band.high })}
        </Box>
      </Typography>
      <Box sx={{ my: 1.5, maxWidth: 360 }}>
        <MasteryBar band={band} tone={tone} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {steady ? t('mastery.bandSteady') : t('mastery.band', { low: band.low, high: band.high })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{unit.sentence[language]}</Typography>

      {unit.evidence.length > 0 && (
        <Box component="section" aria-label={t('unit.evidence')}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('unit.evidence')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {onOpenEvidence ? t('unit.evidenceHintOpen') : t('unit.evidenceHint')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {unit.evidence.map((evidence) => {
              const result = evidence.correct ? t('unit.right') : t('unit.wrong');
              const label = t('unit.question', { number: evidence.position });
              const icon = evidence.correct ? (
                <CheckCircleRoundedIcon aria-hidden fontSize="small" />
              ) : (
                <CancelRoundedIcon aria-hidden fontSize="small" />
              );
              const colour = evidence.correct ? 'success.dark' : 'error.dark';
              return (
                <li key={evidence.problemId}>
                  {onOpenEvidence ? (
                    <Button
                      variant="outlined"
                      size="small"
                      startIcon={icon}
                      onClick={() => onOpenEvidence(evidence)}
                      aria-label={t('unit.questionOpen', { number: evidence.position, result })}
                      sx={{ color: colour, borderColor: colour, minHeight: 36 }}
                      data-testid="evidence"
                    >
                      {label} · {result}
                    </Button>
                  ) : (
                    <StatusChip
                      tone={evidence.correct ? 'success' : 'error'}
                      icon={icon}
                      label={`${label} · ${result}`}
                      data-testid="evidence"
                    />
                  )}
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
