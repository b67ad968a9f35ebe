// Text with inline math (\( \)), rendered with KaTeX. Choices and answers ask for display-size fractions, so a
// fraction there reads as large as the text beside it.
import 'katex/dist/katex.min.css';
import Box from '@mui/material/Box';
import mainRegular from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalic from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';
import { useMemo } from 'react';
import { renderMath, renderMathText, type FractionSize } from '../lib/render-math';

/**
 * The two faces nearly every problem draws (digits and operators, and italic letters) start loading with this module,
 * not when the browser first lays out math: the swap from the fallback face (vite.config.ts) then comes early.
 */
function preloadFont(href: string): void {
  if (typeof document === 'undefined' || document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
preloadFont(mainRegular);
preloadFont(mathItalic);

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
