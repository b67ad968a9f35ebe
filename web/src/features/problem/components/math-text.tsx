// Text with inline math (\( \)), rendered with KaTeX.
import 'katex/dist/katex.min.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMath, renderMathText } from '../lib/render-math';

export function MathText({ text, component = 'span' }: { text: string; component?: 'span' | 'div' | 'p' }) {
  const segments = useMemo(() => renderMathText(text), [text]);
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
export function MathLatex({ latex }: { latex: string }) {
  const html = useMemo(() => renderMath(latex), [latex]);
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
