// Cases for kr-e2-2-6 (finding patterns), read back from what the student sees: beads strung out to the asked
// position, stacks grown by one more each time, and buses counted to the asked departure.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e2-2-6.js';
import { templateById } from './support.js';

describe('kr-e2-2-6 depth', () => {
  it('counts the asked color among the first beads of the printed pattern', () => {
    const t = templateById(templates, 'kr-e2-2-6.repeating-beads');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const shown = p.stem.en.split(': ')[1]!.split(', …')[0]!.split(', ');
      const block = shown.slice(0, shown.length / 2);
      const n = Number(mathRuns(p.stem.en)[0]);
      const color = /are (\w+)\?$/.exec(p.stem.en)?.[1];
      const row = Array.from({ length: n }, (_, i) => block[i % block.length]);
      expect(Number(p.answer)).toBe(row.filter((c) => c === color).length);
    }
  });

  it('grows the stacks by one more cube each time, from the three printed', () => {
    const t = templateById(templates, 'kr-e2-2-6.growing-stacks');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [a, b, c] = mathRuns(p.stem.en).map(Number) as [number, number, number];
      const n = Number(/(\d+)th stack/.exec(p.stem.en)?.[1]);
      let total = c;
      for (let k = 4, add = c - b + 1; k <= n; k++, add++) total += add;
      expect(c - b - (b - a)).toBe(1);
      expect(Number(p.answer)).toBe(total);
    }
  });

  it('numbers the bus by its departure after the first', () => {
    const t = templateById(templates, 'kr-e2-2-6.bus-every-minutes');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [first, every, last] = mathRuns(p.stem.en) as [string, string, string];
      const minutes = (tex: string) => {
        const [h, mm] = tex.split('{:}').map(Number) as [number, number];
        return h * 60 + mm;
      };
      expect(Number(p.answer)).toBe((minutes(last) - minutes(first)) / Number(every) + 1);
    }
  });
});
