// The building blocks of a shared report: a titled block, its row of headline figures, a list of units with a figure
// each, and a plain table. Compact on paper, so a whole report fits one A4 page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HeadlineFigures, type HeadlineFigure } from '../../../components/headline-figures';
import { visuallyHidden } from '../../../components/visually-hidden';

export function ReportBlock({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      component="section"
      data-testid={testId}
      sx={{ '@media print': { '& h2': { fontSize: '11pt', mb: '1.5mm', breakAfter: 'avoid' } } }}
    >
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The report's headline figures: medium-sized, and all on one line of paper. */
export function ReportFigures({ figures }: { figures: HeadlineFigure[] }) {
  return <HeadlineFigures figures={figures} size="medium" printable testId="report-figures" />;
}

/** Two columns on a wide screen, three on paper. */
export const reportColumns = {
  columns: { xs: 1, sm: 2 },
  columnGap: 4,
  '@media print': { columns: 3, columnGap: '5mm' },
} as const;

/** The class of a sentence that stays on screen: on paper the figures say enough. */
export const SCREEN_ONLY = 'screen-only';

const ITEM_SPACING = {
  ruled: { screen: { py: 0.75, borderBottom: 1, borderColor: 'divider' }, print: { py: '0.8mm' } },
  spaced: { screen: { mb: 1 }, print: { mb: '0.5mm' } },
} as const;

/** An entry of a report's list: kept whole across columns and pages, compact on paper, its SCREEN_ONLY parts left off. */
export function ReportItem({ children, ruled = false }: { children: ReactNode; ruled?: boolean }) {
  const { screen, print } = ITEM_SPACING[ruled ? 'ruled' : 'spaced'];
  return (
    <Box
      component="li"
      sx={{ breakInside: 'avoid', ...screen, '@media print': { ...print, [`& .${SCREEN_ONLY}`]: { display: 'none' } } }}
    >
      {children}
    </Box>
  );
}

export interface ListedUnit {
  key: string;
  name: string;
  /** The figure at the line's end: 'Almost there · 75%', 'Gap · 12% (3–35%)'. */
  value: string;
  /** A bar or other picture under the line (decorative). */
  picture?: ReactNode;
  /** A sentence under the line; left off the paper, where the figures say enough. */
  note?: string;
}

/** Units with a figure each, in columns where there is room (two on a wide screen, three on paper). */
export function UnitList({
  units,
  testId,
  columns = true,
}: {
  units: ListedUnit[];
  testId?: string;
  /** False when the list sits in columns of its own parent. */
  columns?: boolean;
}) {
  return (
    <Box component="ul" data-testid={testId} sx={{ m: 0, p: 0, listStyle: 'none', ...(columns ? reportColumns : {}) }}>
      {units.map((unit) => (
        <ReportItem key={unit.key} ruled>
          {/* The figure moves under the name when both do not fit on one line. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flex: '1 1 9em', minWidth: 0 }}>
              {unit.name}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {unit.value}
            </Typography>
          </Box>
          {unit.picture && (
            <Box
              sx={{
                mt: 0.5,
                printColorAdjust: 'exact',
                WebkitPrintColorAdjust: 'exact',
                '@media print': { mt: '0.5mm', '& > div': { height: 4 } },
              }}
            >
              {unit.picture}
            </Box>
          )}
          {unit.note && (
            <Typography className={SCREEN_ONLY} variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {unit.note}
            </Typography>
          )}
        </ReportItem>
      ))}
    </Box>
  );
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
}

export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId?: string;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid={testId}
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& caption': visuallyHidden,
          '& th, & td': {
            typography: 'body2',
            textAlign: 'left',
            verticalAlign: 'top',
            px: 1,
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& th:first-of-type, & td:first-of-type': { pl: 0 },
          // Headers wrap between words only, never inside a word or a date.
          '& th': { overflowWrap: 'normal' },
          '& thead th': { fontWeight: 700, color: 'text.secondary' },
          '& tbody th': { fontWeight: 600 },
          '& .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          '& td.numeric': { whiteSpace: 'nowrap' },
          '@media print': { '& th, & td': { py: '0.8mm' } },
        }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? 'numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
