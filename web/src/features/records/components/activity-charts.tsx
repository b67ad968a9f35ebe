// The last six months by week or by month (a toggle): problems solved, accuracy and minutes studied, each a chart
// with its caption. The charts are pictures only; each has a table with the same figures that screen readers reach
// (and anyone can show instead of the charts).
import type { Activity } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthOf, shortMonthName } from '../../../lib/days';
import { visuallyHidden } from '../../../components/visually-hidden';

type Period = 'week' | 'month';
type Metric = 'solved' | 'accuracy' | 'minutes';
const METRICS: readonly Metric[] = ['solved', 'accuracy', 'minutes'];
type ActivityPeriod = Activity['weeks'][number];

const CHART_HEIGHT = 200;

function valueOf(row: ActivityPeriod, metric: Metric): number | null {
  if (metric === 'accuracy') return row.accuracy == null ? null : Math.round(row.accuracy * 100);
  return row[metric];
}

export function ActivityTotals({ rows }: { rows: ActivityPeriod[] }) {
  const { t } = useTranslation('records');
  const solved = rows.reduce((sum, row) => sum + row.solved, 0);
  const correct = rows.reduce((sum, row) => sum + row.correct, 0);
  const minutes = rows.reduce((sum, row) => sum + row.minutes, 0);
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="activity-totals">
      {solved > 0
        ? t('activity.totals', { solved, minutes, accuracy: `${Math.round((correct / solved) * 100)}%` })
        : t('activity.totalsNoAccuracy', { solved, minutes })}
    </Typography>
  );
}

function ChartFigure({
  metric,
  period,
  rows,
  from,
  to,
  showTable,
}: {
  metric: Metric;
  period: Period;
  rows: ActivityPeriod[];
  from: string;
  to: string;
  showTable: boolean;
}) {
  const { t, i18n } = useTranslation('records');
  const theme = useTheme();
  const starts = rows.map((row) => row.start);
  const values = rows.map((row) => valueOf(row, metric));
  const caption = t(`activity.captions.${metric}_${period}`, { from, to });
  const tick = (day: string) => (period === 'week' ? day.slice(5) : shortMonthName(day, i18n.language));
  const full = (day: string) => (period === 'week' ? `${t('activity.weekOf')} ${day}` : monthOf(day));
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: starts,
      valueFormatter: (day: string, context: { location: string }) =>
        context.location === 'tick' ? tick(day) : full(day),
      // The library leaves out labels that would overlap (most weeks' on a phone).
      tickLabelInterval: 'auto' as const,
    },
  ];
  const format = (value: number | null) =>
    value == null ? t('activity.noAnswers') : metric === 'accuracy' ? `${value}%` : String(value);
  const series = [{ data: values, label: t(`activity.${metric}`), valueFormatter: format }];
  const colour = {
    solved: theme.palette.primary.main,
    accuracy: theme.palette.success.dark,
    minutes: theme.palette.secondary.dark,
  }[metric];

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={`chart-${metric}`}>
      <Typography component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`activity.${metric}`)}
      </Typography>
      {!showTable && (
        // The table below is what assistive technology reads; inert also keeps the chart's own focus stop (its
        // keyboard layer) out of the tab order, which aria-hidden alone does not.
        <Box aria-hidden inert sx={{ height: CHART_HEIGHT }}>
          {metric === 'accuracy' ? (
            <LineChart
              height={CHART_HEIGHT}
              xAxis={xAxis}
              yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
              series={[
                {
                  ...series[0]!,
                  color: colour,
                  connectNulls: false,
                  // A week with answers between two without is a lone point: only its mark shows it.
                  showMark: ({ index }) =>
                    period === 'month' || (values[index - 1] == null && values[index + 1] == null),
                },
              ]}
              hideLegend
              grid={{ horizontal: true }}
            />
          ) : (
            <BarChart
              height={CHART_HEIGHT}
              xAxis={xAxis}
              yAxis={[{ tickMinStep: 1 }]}
              series={[{ ...series[0]!, color: colour }]}
              hideLegend
              grid={{ horizontal: true }}
              borderRadius={4}
            />
          )}
        </Box>
      )}
      {/* Hidden, the table sits in a 1px box: a table itself grows to its content and would widen the page. */}
      <Box sx={showTable ? undefined : visuallyHidden}>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            // The figure's caption and the dates above already say it on screen; screen readers get it whole.
            '& caption': visuallyHidden,
            '& th, & td': { typography: 'body2', py: 0.5, borderBottom: 1, borderColor: 'divider' },
            '& th': { textAlign: 'left', fontWeight: 600 },
            '& thead th:last-of-type': { textAlign: 'right' },
            '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{period === 'week' ? t('activity.weekOf') : t('activity.monthOf')}</th>
              <th scope="col">{t(`activity.${metric}`)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row">{period === 'week' ? row.start : monthOf(row.start)}</th>
                <td>{format(valueOf(row, metric))}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

export function ActivityCharts({ activity }: { activity: Activity }) {
  const { t } = useTranslation('records');
  const [period, setPeriod] = useState<Period>('week');
  const [showTable, setShowTable] = useState(false);
  const rows = period === 'week' ? activity.weeks : activity.months;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_, value: Period | null) => value && setPeriod(value)}
          aria-label={t('activity.period')}
          // The theme's primary is too light for text; the selected button takes its readable shade.
          sx={{ '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}
        >
          <ToggleButton value="week" sx={{ px: 2 }}>
            {t('activity.week')}
          </ToggleButton>
          <ToggleButton value="month" sx={{ px: 2 }}>
            {t('activity.month')}
          </ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={showTable} onChange={(event) => setShowTable(event.target.checked)} />}
          label={t('activity.showTables')}
        />
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {activity.from} – {activity.to}
        </Typography>
        <ActivityTotals rows={rows} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {METRICS.map((metric) => (
          <ChartFigure
            key={metric}
            metric={metric}
            period={period}
            rows={rows}
            from={activity.from}
            to={activity.to}
            showTable={showTable}
          />
        ))}
      </Box>
    </Stack>
  );
}
