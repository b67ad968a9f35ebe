// Math text to HTML with KaTeX: each \( \) run becomes KaTeX output with MathML beside it for screen readers.
import { splitMathText, type MathTextSegment } from '@mathbridge/contract';
import katex from 'katex';

/**
 * How fractions are drawn. 'inline' is TeX's text style, whose numerator and denominator are set about 70 % of the
 * text: fine inside a sentence, too small to read in a choice or an answer on a phone. 'display' draws them at the
 * size of the text around them.
 */
export type FractionSize = 'inline' | 'display';

export interface RenderMathOptions {
  displayMode?: boolean;
  fractions?: FractionSize;
}

/** Every \frac as \dfrac; \dfrac, \tfrac and \cfrac are left as they are. */
export function displayFractions(latex: string): string {
  return latex.replace(/\\frac(?![a-zA-Z])/g, '\\dfrac');
}

/** One LaTeX run as KaTeX HTML + MathML; a LaTeX error shows the source in red instead of throwing. */
export function renderMath(
  latex: string,
  { displayMode = false, fractions = 'inline' }: RenderMathOptions = {},
): string {
  const source = fractions === 'display' ? displayFractions(latex) : latex;
  return katex.renderToString(source, { throwOnError: false, output: 'htmlAndMathml', displayMode, strict: 'ignore' });
}

export type RenderedSegment = { kind: 'text'; value: string } | { kind: 'math'; html: string; source: string };

/** Splits math text and renders its math runs; plain text stays text (React escapes it). */
export function renderMathText(
  text: string,
  { fractions = 'inline' }: { fractions?: FractionSize } = {},
): RenderedSegment[] {
  return splitMathText(text).map((segment: MathTextSegment) =>
    segment.kind === 'text'
      ? { kind: 'text', value: segment.value }
      : { kind: 'math', html: renderMath(segment.value, { fractions }), source: segment.value },
  );
}
