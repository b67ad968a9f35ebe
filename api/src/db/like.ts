// The pattern an ILIKE search is given: the text anywhere, its `%`, `_` and `\` matching themselves.
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
