// The building blocks of a shared report: a titled block, a row of headline figures and a plain table. Compact on
// paper, so a whole report fits one A4 page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function ReportBlock({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      component="section"
      data-testid={testId}
      sx={{ breakInside: 'avoid', '@media print': { '& h2': { fontSize: '11pt', mb: '2mm' } } }}
    >
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface ReportFigure {
  label: string;
  value: string;
  note?: string;
}

export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  return (
    <Box
      component="dl"
      data-testid="report-figures"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${Math.min(figures.length, 5)}, minmax(0, 1fr))`,
        },
        '@media print': { gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))`, gap: '3mm' },
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 800, fontSize: '1.35rem', '@media print': { fontSize: '14pt' } }}
          >
            {figure.value}
          </Typography>
          {figure.note && (
            <Typography variant="caption" color="text.secondary">
              {figure.note}
            </Typography>
          )}
        </Box>
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
          '& caption': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          },
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
          '& thead th': { fontWeight: 700, color: 'text.secondary' },
          '& tbody th': { fontWeight: 600 },
          '& .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
          '@media print': { '& th, & td': { py: '1mm', fontSize: '8.5pt' } },
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
