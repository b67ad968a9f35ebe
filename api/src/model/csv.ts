// Reads and writes response logs as CSV: user_id,item_id,skill_ids,correct[,timestamp]; skill_ids split by ';'.
import type { LogRow } from './types.js';

export const LOG_COLUMNS = ['user_id', 'item_id', 'skill_ids', 'correct'] as const;

export class LogFormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'LogFormatError';
  }
}

/** Splits one CSV line; fields may be double-quoted with "" for a quote. */
function splitLine(line: string, lineNumber: number): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) throw new LogFormatError(lineNumber, 'a quoted field is not closed');
  fields.push(field);
  return fields;
}

/** Parses a log; any problem throws a LogFormatError naming the line (1 is the header). */
export function parseLog(text: string): LogRow[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0 || (lines.length === 1 && (lines[0] as string).trim() === '')) {
    throw new LogFormatError(1, `the file is empty; expected a header row with ${LOG_COLUMNS.join(',')}`);
  }
  const header = splitLine((lines[0] as string).replace(/^\uFEFF/, ''), 1).map((h) => h.trim());
  const position = (name: string) => header.indexOf(name);
  for (const name of LOG_COLUMNS) {
    if (position(name) < 0) {
      throw new LogFormatError(1, `missing column "${name}" in the header (found: ${header.join(',')})`);
    }
  }
  const [userCol, itemCol, skillCol, correctCol] = LOG_COLUMNS.map(position) as [number, number, number, number];
  const timeCol = position('timestamp');
  const rows: LogRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const lineNumber = i + 1;
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const fields = splitLine(line, lineNumber);
    if (fields.length < header.length) {
      throw new LogFormatError(lineNumber, `expected ${header.length} fields, found ${fields.length}`);
    }
    const userId = (fields[userCol] as string).trim();
    const itemId = (fields[itemCol] as string).trim();
    if (userId === '') throw new LogFormatError(lineNumber, 'user_id is empty');
    if (itemId === '') throw new LogFormatError(lineNumber, 'item_id is empty');
    const correctText = (fields[correctCol] as string).trim();
    if (correctText !== '0' && correctText !== '1') {
      throw new LogFormatError(lineNumber, `correct must be 0 or 1, found "${correctText}"`);
    }
    const skillIds = (fields[skillCol] as string)
      .split(';')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    let at: number | null = null;
    if (timeCol >= 0) {
      const text = (fields[timeCol] as string).trim();
      if (text !== '') {
        at = Number(text);
        if (!Number.isFinite(at)) {
          throw new LogFormatError(lineNumber, `timestamp must be a number of seconds, found "${text}"`);
        }
      }
    }
    rows.push({ userId, itemId, skillIds, correct: correctText === '1' ? 1 : 0, at });
  }
  if (rows.length === 0) throw new LogFormatError(2, 'the file has a header but no answers');
  return rows;
}

function quote(field: string): string {
  return /[",\n\r]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** Formats rows as CSV with a header and a timestamp column. */
export function formatLog(rows: readonly LogRow[]): string {
  const out = ['user_id,item_id,skill_ids,correct,timestamp'];
  for (const r of rows) {
    out.push(
      [
        quote(r.userId),
        quote(r.itemId),
        quote(r.skillIds.join(';')),
        String(r.correct),
        r.at === null ? '' : String(r.at),
      ].join(','),
    );
  }
  return `${out.join('\n')}\n`;
}
