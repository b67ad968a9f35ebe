import { describe, expect, it } from 'vitest';
import { shortened } from './service.js';

describe('a conversation title from a stem', () => {
  it('keeps a short stem whole, on one line', () => {
    expect(shortened('Solve \\(2x + 3 = 11\\).\n')).toBe('Solve \\(2x + 3 = 11\\).');
  });

  it('never cuts inside a formula: a short one is kept whole', () => {
    const stem = 'When you count in order, what number comes right after \\(5\\)? Choose the number.';
    const title = shortened(stem);
    expect(title).toBe('When you count in order, what number comes right after \\(5\\)…');
  });

  it('drops a long formula the cut would split', () => {
    const stem = `Simplify the expression below and write it in lowest terms: \\(${'x+'.repeat(40)}1\\)`;
    const title = shortened(stem);
    expect(title).toBe('Simplify the expression below and write it in lowest terms:…');
    expect(title).not.toContain('\\(');
  });
});
