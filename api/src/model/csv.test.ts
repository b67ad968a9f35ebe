import { describe, expect, it } from 'vitest';
import { formatLog, LogFormatError, parseLog } from './csv.js';

function errorOf(text: string): LogFormatError {
  try {
    parseLog(text);
  } catch (error) {
    if (error instanceof LogFormatError) return error;
    throw error;
  }
  throw new Error('parseLog accepted bad input');
}

describe('parseLog', () => {
  it('reads rows in order with skills split by ";" and an optional timestamp', () => {
    const rows = parseLog('user_id,item_id,skill_ids,correct,timestamp\nu1,i1,a;b,1,100\nu1,i2,a,0,\n');
    expect(rows).toEqual([
      { userId: 'u1', itemId: 'i1', skillIds: ['a', 'b'], correct: 1, at: 100 },
      { userId: 'u1', itemId: 'i2', skillIds: ['a'], correct: 0, at: null },
    ]);
  });

  it('accepts extra columns in any order, quoted fields and CRLF line ends', () => {
    const rows = parseLog('correct,extra,skill_ids,item_id,user_id\r\n1,"x, y","s1;s2",i9,"u ""7"""\r\n');
    expect(rows).toEqual([{ userId: 'u "7"', itemId: 'i9', skillIds: ['s1', 's2'], correct: 1, at: null }]);
  });

  it('names the header line when a column is missing', () => {
    const error = errorOf('user_id,item_id,correct\nu1,i1,1\n');
    expect(error.line).toBe(1);
    expect(error.message).toMatch(/^line 1: missing column "skill_ids"/);
  });

  it('names the line of a correct value that is not 0 or 1', () => {
    const error = errorOf('user_id,item_id,skill_ids,correct\nu1,i1,a,1\nu1,i2,a,yes\n');
    expect(error.line).toBe(3);
    expect(error.message).toBe('line 3: correct must be 0 or 1, found "yes"');
  });

  it('names line 1 for an empty file and line 2 for a header without answers', () => {
    expect(errorOf('').message).toMatch(/^line 1: the file is empty/);
    expect(errorOf('user_id,item_id,skill_ids,correct\n').message).toMatch(/^line 2: the file has a header but no/);
  });

  it('names the line of a short row, an empty id and a bad timestamp', () => {
    const header = 'user_id,item_id,skill_ids,correct,timestamp\n';
    expect(errorOf(`${header}u1,i1,a,1,5\nu1,i1\n`).message).toBe('line 3: expected 5 fields, found 2');
    expect(errorOf(`${header},i1,a,1,5\n`).message).toBe('line 2: user_id is empty');
    expect(errorOf(`${header}u1,i1,a,1,noon\n`).message).toMatch(/^line 2: timestamp must be a number/);
  });
});

describe('formatLog', () => {
  it('writes what parseLog reads back', () => {
    const rows = [
      { userId: 'u1', itemId: 'i,1', skillIds: ['a', 'b'], correct: 1 as const, at: 1767225600 },
      { userId: 'u2', itemId: 'i2', skillIds: [], correct: 0 as const, at: null },
    ];
    expect(parseLog(formatLog(rows))).toEqual(rows);
  });
});
