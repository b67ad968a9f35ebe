// Chat text marks math with dollars ($…$ inline, $$…$$ display), as language models write it; an escaped \$ is a
// plain dollar sign. An unclosed $ stays text, so a reply still being written never shows half a formula as LaTeX.

export type ChatSegment = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

export function splitChatMath(text: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\' && text[index + 1] === '$') {
      plain += '$';
      index += 2;
      continue;
    }
    if (char !== '$') {
      plain += char;
      index += 1;
      continue;
    }
    const display = text[index + 1] === '$';
    const delimiter = display ? '$$' : '$';
    const close = text.indexOf(delimiter, index + delimiter.length);
    const value = close < 0 ? '' : text.slice(index + delimiter.length, close);
    if (close < 0 || value.trim() === '') {
      plain += text.slice(index, close < 0 ? text.length : close + delimiter.length);
      index = close < 0 ? text.length : close + delimiter.length;
      continue;
    }
    if (plain) segments.push({ kind: 'text', value: plain });
    plain = '';
    segments.push({ kind: 'math', value, display });
    index = close + delimiter.length;
  }
  if (plain) segments.push({ kind: 'text', value: plain });
  return segments;
}
