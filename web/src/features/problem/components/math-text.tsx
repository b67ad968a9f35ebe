// Text with inline math (\( \)), rendered with KaTeX. Choices and answers ask for display-size fractions, so a
// fraction there reads as large as the text beside it.
import 'katex/dist/katex.min.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMath, renderMathText, type FractionSize } from '../lib/render-math';

export function MathText({
  text,
  component = 'span',
  fractions = 'inline',
}: {
  text: string;
  component?: 'span' | 'div' | 'p';
  fractions?: FractionSize;
}) {
  const segments = useMemo(() => renderMathText(text, { fractions }), [text, fractions]);
  return (
    <Box component={component} sx={{ m: 0, '& .katex': { fontSize: '1.1em' } }}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.value}</span>
        ) : (
          <span key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />
        ),
      )}
    </Box>
  );
}

/** Bare LaTeX (an essay answer key), rendered as one math run. */
export function MathLatex({ latex, fractions = 'inline' }: { latex: string; fractions?: FractionSize }) {
  const html = useMemo(() => renderMath(latex, { fractions }), [latex, fractions]);
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
