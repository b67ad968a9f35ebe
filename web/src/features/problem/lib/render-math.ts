// Math text to HTML with KaTeX: each \( \) run becomes KaTeX output with MathML beside it for screen readers.
import { splitMathText, type MathTextSegment } from '@mathbridge/contract';
import katex from 'katex';

/** One LaTeX run as KaTeX HTML + MathML; a LaTeX error shows the source in red instead of throwing. */
export function renderMath(latex: string, displayMode = false): string {
  return katex.renderToString(latex, { throwOnError: false, output: 'htmlAndMathml', displayMode, strict: 'ignore' });
}

export type RenderedSegment = { kind: 'text'; value: string } | { kind: 'math'; html: string; source: string };

/** Splits math text and renders its math runs; plain text stays text (React escapes it). */
export function renderMathText(text: string): RenderedSegment[] {
  return splitMathText(text).map((segment: MathTextSegment) =>
    segment.kind === 'text'
      ? { kind: 'text', value: segment.value }
      : { kind: 'math', html: renderMath(segment.value), source: segment.value },
  );
}
