// Cases for kr-e2-2-5 (tables and graphs), read back from what the student sees: the graph's bars against the key,
// the erased bars' sum and difference, and the cards counted by color.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e2-2-5.js';
import { templateById } from './support.js';

describe('kr-e2-2-5 depth', () => {
  it('draws the graph from the counts and hides exactly the bar asked for', () => {
    const t = templateById(templates, 'kr-e2-2-5.graph-hidden-bar');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      expect(p.figure).toBeDefined();
      expect(p.figure!.alt.en).toMatch(/\?|hidden|not shown|missing/i);
    }
  });

  it('splits the erased students so both the sum and the difference hold', () => {
    const t = templateById(templates, 'kr-e2-2-5.two-hidden-bars');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const diff = Number(/\\\((\d+)\\\) more students/.exec(p.stem.en)?.[1]);
      const both = Number(/=(\d+)\\\)\.$/.exec(p.explanation[0]!.en)?.[1]);
      const key = Number(p.answer);
      expect(key - (both - key)).toBe(diff);
      expect(both - key).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts the cards of the color asked for in the list', () => {
    const t = templateById(templates, 'kr-e2-2-5.sort-and-count');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const color = /are (\w+)\?$/.exec(p.stem.en)?.[1];
      const listed = p.stem.en
        .split(':')[1]!
        .split('.')[0]!
        .split(',')
        .map((word) => word.trim());
      expect(Number(p.answer)).toBe(listed.filter((word) => word === color).length);
    }
  });
});
