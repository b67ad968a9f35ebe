// A row of headline figures, each a label over a large value (with an icon or a note when given): a workbook's
// result, a shared report's summary. Two columns on a phone, one row (up to five) on a wider screen; a printable row
// keeps every figure on one line of paper.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface HeadlineFigure {
  label: string;
  value: string;
  icon?: ReactNode;
  note?: string | undefined;
}

export function HeadlineFigures({
  figures,
  size = 'large',
  printable = false,
  testId,
}: {
  figures: HeadlineFigure[];
  /** 'medium' where many figures share a page (a report), 'large' where they are the screen's answer. */
  size?: 'medium' | 'large';
  printable?: boolean;
  testId?: string;
}) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${Math.min(figures.length, 5)}, minmax(0, 1fr))`,
        },
        ...(printable && {
          '@media print': { gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))`, gap: '3mm' },
        }),
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 800,
              fontSize: size === 'large' ? '1.5rem' : '1.35rem',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              ...(printable && { '@media print': { fontSize: '14pt' } }),
            }}
          >
            {figure.icon}
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
