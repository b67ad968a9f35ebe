// How problem text carries math: plain text with inline LaTeX between \( and \). Stems, choices and
// explanation steps use this form; an essay answer key is bare LaTeX. The web renders with splitMathText.

export interface MathTextSegment {
  kind: 'text' | 'math';
  value: string;
}

const OPEN = '\\(';
const CLOSE = '\\)';

/** Splits text into plain and math runs. An unclosed \( leaves the rest as text (see mathTextIssues). */
export function splitMathText(text: string): MathTextSegment[] {
  const segments: MathTextSegment[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf(OPEN);
    const close = open < 0 ? -1 : rest.indexOf(CLOSE, open + OPEN.length);
    if (open < 0 || close < 0) {
      segments.push({ kind: 'text', value: rest });
      break;
    }
    if (open > 0) segments.push({ kind: 'text', value: rest.slice(0, open) });
    segments.push({ kind: 'math', value: rest.slice(open + OPEN.length, close) });
    rest = rest.slice(close + CLOSE.length);
  }
  return segments;
}

/** Authoring mistakes in math text: unbalanced delimiters, LaTeX left outside \( \), empty math. */
export function mathTextIssues(text: string): string[] {
  const issues: string[] = [];
  for (const segment of splitMathText(text)) {
    if (segment.kind === 'math') {
      if (segment.value.trim() === '') issues.push('empty math \\(\\)');
      if (segment.value.includes(OPEN)) issues.push('nested \\( inside math');
      continue;
    }
    if (segment.value.includes(OPEN)) issues.push('\\( without a closing \\)');
    else if (segment.value.includes(CLOSE)) issues.push('\\) without an opening \\(');
    else if (/\\[a-zA-Z]|[\^_{}]|\$/.test(segment.value)) {
      issues.push(`LaTeX outside \\( \\): "${segment.value.trim().slice(0, 40)}"`);
    }
  }
  return issues;
}
