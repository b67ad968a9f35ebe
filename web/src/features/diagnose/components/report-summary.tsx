// The head of a diagnostic report: the grade, how many questions were answered and right, the minutes, and how many
// units came out mastered, still being learned and as gaps; chosen units the test did not reach are named.
import type { DiagnoseReport, LocalizedText } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { minutesOf, reportLead, STATUS_TONES } from '../lib/report-words';

export function ReportSummary({
  report,
  language,
  names,
}: {
  report: DiagnoseReport;
  language: 'ko' | 'en';
  names: ReadonlyMap<string, LocalizedText>;
}) {
  const { t } = useTranslation('diagnose');
  const count = (status: keyof typeof STATUS_TONES) => report.units.filter((unit) => unit.status === status).length;
  const figures: { key: string; label: string; value: number; colour?: string }[] = [
    { key: 'answered', label: t('summary.answered'), value: report.answered },
    { key: 'correct', label: t('summary.correct'), value: report.correct },
    // The sample is not timed: no minutes rather than 0.
    ...(report.seconds > 0 ? [{ key: 'minutes', label: t('summary.minutes'), value: minutesOf(report.seconds) }] : []),
    ...(['MASTERED', 'LEARNING', 'GAP'] as const).map((status) => ({
      key: status,
      label: t(`summary.${status}`),
      value: count(status),
      colour: `${STATUS_TONES[status]}.dark`,
    })),
  ];
  const untested = report.untested.map((id) => names.get(id)?.[language] ?? id);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} data-testid="report-summary">
      <Typography variant="overline" color="text.secondary" component="p">
        {names.get(report.gradeId)?.[language] ?? report.gradeId}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 2 }}>
        {t(`summary.lead.${reportLead(report.units)}`, { count: count('GAP') })}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' } }}
      >
        {figures.map((figure) => (
          <Box
            key={figure.key}
            data-testid={`summary-${figure.key}`}
            // On a phone the units' three counts make a row of their own.
            sx={figure.key === 'MASTERED' ? { gridColumn: { xs: 1, sm: 'auto' } } : undefined}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem', color: figure.colour }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {untested.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('summary.untested', { units: untested.join(', ') })}
        </Typography>
      )}
    </Paper>
  );
}
