// The lawn (잔디): the current and longest streak, then a year of days as a grid of weeks, each square shaded by the
// problems solved that day. It scrolls sideways on a phone and starts scrolled to today. One square is in the tab
// order at a time (roving focus): the arrow keys move by day and week, Enter picks the day. A tooltip names the day
// and its count; picking a day offers its problems again.
import type { Lawn as LawnData } from '@mathbridge/contract';
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { weekdayName, weekdayOf, shortMonthName } from '../../../lib/days';
import { LAWN_LEVELS, layoutLawn, moveInLawn, streakSummary, type LawnDay, type LawnLevel } from '../lib/lawn-layout';
import { lawnDayPath } from '../lib/record-links';
import { visuallyHidden } from '../../../components/visually-hidden';

const CELL = 14;
const GAP = 3;

/** The shades of the theme's primary colour, from an empty day to the busiest. */
export function lawnColor(theme: Theme, level: LawnLevel): string {
  const primary = theme.palette.primary.main;
  switch (level) {
    case 0:
      return alpha(theme.palette.text.primary, 0.08);
    case 1:
      return alpha(primary, 0.3);
    case 2:
      return alpha(primary, 0.55);
    case 3:
      return primary;
    case 4:
      return theme.palette.primary.dark;
  }
}

function levelStyles(theme: Theme): Record<string, { backgroundColor: string }> {
  return Object.fromEntries(
    LAWN_LEVELS.map((level) => [`& td[data-level="${level}"]`, { backgroundColor: lawnColor(theme, level) }]),
  );
}

/** A figure as a large number and its unit ('12 days'), the unit smaller so three fit side by side on a phone. */
function Figure({ label, value, unit, icon }: { label: string; value: number; unit: string; icon?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 0.5, flexWrap: 'wrap' }}>
        {icon}
        <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '1.75rem' }, lineHeight: 1.2 }}>
          {value}
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {unit}
        </Box>
      </Typography>
    </Box>
  );
}

export function LawnView({ lawn }: { lawn: LawnData }) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.language;
  const layout = useMemo(() => layoutLawn(lawn), [lawn]);
  const streak = streakSummary(lawn);
  const total = layout.days.length;
  const [focusIndex, setFocusIndex] = useState(Math.max(0, total - 1));
  const [selected, setSelected] = useState<LawnDay | null>(null);
  const [tip, setTip] = useState<{ day: LawnDay; anchor: HTMLElement } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);

  // Today is at the right end: a phone starts there and scrolls back in time.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [lawn]);

  const dayLabel = (day: LawnDay) =>
    t('lawn.dayLabel', { date: day.date, weekday: weekdayName(weekdayOf(day.date), language), count: day.count });

  const focusDay = (index: number) => {
    setFocusIndex(index);
    grid.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = layout.days[focusIndex];
    if (!current) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(current);
      return;
    }
    if (event.key === 'Escape') {
      setTip(null);
      return;
    }
    const next = moveInLawn(focusIndex, event.key, total);
    if (next == null) return;
    event.preventDefault();
    focusDay(next);
  };

  const [t0, t1, t2, t3] = layout.thresholds;
  const legend: Record<LawnLevel, string> = {
    0: t('lawn.legendNone'),
    1: t0 === t1 - 1 ? t('lawn.legendExact', { count: t0 }) : t('lawn.legendRange', { from: t0, to: t1 - 1 }),
    2: t1 === t2 - 1 ? t('lawn.legendExact', { count: t1 }) : t('lawn.legendRange', { from: t1, to: t2 - 1 }),
    3: t2 === t3 - 1 ? t('lawn.legendExact', { count: t2 }) : t('lawn.legendRange', { from: t2, to: t3 - 1 }),
    4: t('lawn.legendTop', { from: t3 }),
  };

  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
        data-testid="lawn-streaks"
      >
        <Figure
          label={t('lawn.current')}
          value={streak.current}
          unit={t('lawn.dayUnit', { count: streak.current })}
          icon={
            streak.current > 0 ? (
              <LocalFireDepartmentRoundedIcon aria-hidden sx={{ color: 'error.dark', alignSelf: 'center' }} />
            ) : undefined
          }
        />
        <Figure label={t('lawn.longest')} value={streak.longest} unit={t('lawn.dayUnit', { count: streak.longest })} />
        <Figure label={t('lawn.total')} value={lawn.total} unit={t('lawn.problemUnit', { count: lawn.total })} />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="streak-note">
        {t(`lawn.notes.${streak.note}`, { count: streak.current })}
      </Typography>

      <Box ref={scroller} sx={{ overflowX: 'auto', pb: 1 }} data-testid="lawn-scroller">
        <Box
          sx={(theme) => ({
            '& table': { borderCollapse: 'separate', borderSpacing: `${GAP}px`, ml: `-${GAP}px` },
            '& th': {
              p: 0,
              fontWeight: 400,
              fontSize: theme.typography.caption.fontSize,
              color: 'text.secondary',
              textAlign: 'left',
              whiteSpace: 'nowrap',
            },
            // The weekday names stay in view while the year scrolls under them.
            '& tbody th, & thead td': {
              position: 'sticky',
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              boxShadow: `-${GAP}px 0 0 ${GAP}px ${theme.palette.background.paper}`,
            },
            '& tbody th': { pr: 0.5, lineHeight: `${CELL}px` },
            '& td': { p: 0, width: CELL, minWidth: CELL, height: CELL, borderRadius: '3px' },
            '& td[data-index]': { cursor: 'pointer' },
            ...levelStyles(theme),
            '& td:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: '1px' },
            '& td[aria-selected="true"]': {
              boxShadow: `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.primary.dark}`,
            },
          })}
        >
          <table
            ref={grid}
            role="grid"
            aria-label={t('lawn.gridLabel')}
            aria-describedby="lawn-hint"
            onKeyDown={onKeyDown}
            onMouseLeave={() => setTip(null)}
          >
            <thead>
              <tr>
                <td aria-hidden />
                {layout.months.map((month) => (
                  <th key={month.day} scope="colgroup" colSpan={month.span}>
                    {/* A month that shows only one week at the edge is too narrow for its name. */}
                    <Box component="span" sx={month.span < 2 ? visuallyHidden : undefined}>
                      {shortMonthName(month.day, language)}
                    </Box>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 7 }, (_, weekday) => (
                <tr key={weekday}>
                  <th scope="row">
                    <Box component="span" aria-hidden sx={weekday % 2 === 0 ? undefined : visuallyHidden}>
                      {weekdayName(weekday, language, 'short')}
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {weekdayName(weekday, language)}
                    </Box>
                  </th>
                  {layout.weeks.map((week, column) => {
                    const day = week[weekday];
                    if (!day) return <td key={column} aria-hidden />;
                    return (
                      <td
                        key={column}
                        data-index={day.index}
                        data-level={day.level}
                        data-date={day.date}
                        tabIndex={day.index === focusIndex ? 0 : -1}
                        aria-label={dayLabel(day)}
                        aria-selected={selected?.index === day.index}
                        onClick={() => {
                          setFocusIndex(day.index);
                          setSelected(day);
                        }}
                        onFocus={(event) => {
                          setFocusIndex(day.index);
                          setTip({ day, anchor: event.currentTarget });
                        }}
                        onBlur={() => setTip(null)}
                        onMouseEnter={(event) => setTip({ day, anchor: event.currentTarget })}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </Box>

      {/* The tooltip repeats the square's own name, so screen readers skip it. */}
      <Popper
        open={tip != null}
        anchorEl={tip?.anchor}
        placement="top"
        sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
        aria-hidden
      >
        {tip && (
          <Paper
            elevation={4}
            sx={{ px: 1.25, py: 0.5, mb: 0.75, bgcolor: 'grey.900', color: 'common.white', borderRadius: 1 }}
            data-testid="lawn-tooltip"
          >
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {dayLabel(tip.day)}
            </Typography>
          </Paper>
        )}
      </Popper>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="lawn-hint" variant="body2" color="text.secondary">
          {t('lawn.hint')}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" aria-hidden>
            {t('lawn.less')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('lawn.legend')}
            sx={{ display: 'flex', gap: `${GAP}px`, m: 0, p: 0, listStyle: 'none' }}
          >
            {LAWN_LEVELS.map((level) => (
              <Box
                component="li"
                key={level}
                title={legend[level]}
                sx={(theme) => ({ width: CELL, height: CELL, borderRadius: '3px', bgcolor: lawnColor(theme, level) })}
              >
                <Box component="span" sx={visuallyHidden}>
                  {legend[level]}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary" aria-hidden>
            {t('lawn.more')}
          </Typography>
        </Stack>
      </Stack>

      <Box aria-live="polite" data-testid="lawn-selected">
        {selected && (
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 2,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 1.5,
              alignItems: { sm: 'center' },
              justifyContent: 'space-between',
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{dayLabel(selected)}</Typography>
            {selected.count > 0 && (
              <Button
                component={RouterLink}
                to={lawnDayPath(selected.date, selected.count)}
                variant="outlined"
                aria-label={t('lawn.reviewLabel', { date: selected.date })}
              >
                {t('lawn.review')}
              </Button>
            )}
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
