// Cases for the deeper kr-e1-1-2 templates, read back from the stem: the one shape unlike the rest, both clues
// describing one shape, and the shapes of two models paired off one to one.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-1-2.js';
import { templateById } from './support.js';

const chosen = (p: { choices?: string[]; answer: string }) => Number(mathRuns(p.choices![Number(p.answer)]!)[0]);
const SHAPE: Record<string, string> = {
  'tissue box': 'box',
  die: 'box',
  'gift box': 'box',
  'cracker box': 'box',
  brick: 'box',
  'pencil case': 'box',
  'soda can': 'can',
  'glue stick': 'can',
  'food can': 'can',
  'roll of toilet paper': 'can',
  drum: 'can',
  candle: 'can',
  'soccer ball': 'ball',
  marble: 'ball',
  watermelon: 'ball',
  globe: 'ball',
  baseball: 'ball',
  'tennis ball': 'ball',
};
/** The numbered objects of an English stem, in order. */
const listed = (en: string): string[] => [...en.matchAll(/\\\(\d\\\) ([a-z ]+?)(?=,|\.|$)/g)].map((x) => x[1]!);

describe('kr-e1-1-2 depth', () => {
  it('keys the one object whose shape none of the others share', () => {
    const t = templateById(templates, 'kr-e1-1-2.odd-one-out');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const shapes = listed(p.stem.en).map((o) => SHAPE[o]);
      expect(shapes).toHaveLength(5);
      const lone = shapes.findIndex((s) => shapes.filter((x) => x === s).length === 1);
      expect(chosen(p)).toBe(lone + 1);
    }
  });

  it('keys the only object the felt part belongs to', () => {
    const t = templateById(templates, 'kr-e1-1-2.shape-from-clue');
    const shapeOf = { 'a pointed corner': 'box', 'a flat part and a curved part': 'can', 'only a curved part': 'ball' };
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const felt = Object.entries(shapeOf).find(([clue]) => p.stem.en.includes(`feel ${clue}.`))![1];
      const shapes = listed(p.stem.en).map((o) => SHAPE[o]);
      expect(shapes.filter((s) => s === felt)).toHaveLength(1);
      expect(shapes[chosen(p) - 1]).toBe(felt);
    }
  });

  it('answers the difference of the two models’ counts, never zero', () => {
    const t = templateById(templates, 'kr-e1-1-2.two-builds');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, a, b, word] = /A: (.*?) \/ B: (.*?)\. The model that used more (\w+) shapes/.exec(p.stem.en)!;
      const n = (list: string) => list.split(', ').filter((w) => w === word).length;
      expect(Number(p.answer)).toBe(Math.abs(n(a!) - n(b!)));
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });
});
