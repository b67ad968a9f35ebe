import { describe, expect, it } from 'vitest';
import { difficultyPrior } from '../../../model/model.js';
import {
  DISCRIMINATION,
  gradeAt,
  gradeIdAt,
  gradeIndexOf,
  guessFloor,
  itemLocation,
  KR_GRADE_IDS,
  pCorrect,
  SLIP,
  unitLocation,
} from './scale.js';

describe('the level scale', () => {
  it('runs over the KR grades of the course map, kr-e1 at 0', () => {
    expect(KR_GRADE_IDS[0]).toBe('kr-e1');
    expect(KR_GRADE_IDS.at(-1)).toBe('kr-h1');
    expect(gradeIndexOf('kr-m1')).toBe(6);
    expect(gradeIndexOf('sat-math')).toBeUndefined();
    expect(gradeIndexOf(null)).toBeUndefined();
  });

  it('places a level in the nearest grade, clamped to the track', () => {
    expect(gradeAt(5.49)).toBe(5);
    expect(gradeAt(5.5)).toBe(6);
    expect(gradeAt(-1.2)).toBe(0);
    expect(gradeIdAt(42)).toBe('kr-h1');
  });

  it('puts a unit inside its grade, first-semester units below second-semester ones', () => {
    const first = unitLocation('kr-e3-1-1') as number;
    const last = unitLocation('kr-e3-2-6') as number;
    expect(first).toBeGreaterThan(1.5);
    expect(last).toBeLessThan(2.5);
    expect(first).toBeLessThan(last);
    expect(unitLocation('sat-h-a')).toBeUndefined();
  });

  it('moves an item by its logit difficulty over the discrimination, preferring a fitted difficulty', () => {
    const base = unitLocation('kr-m2-4') as number;
    expect(itemLocation('kr-m2-4', 5)).toBeCloseTo(base + difficultyPrior(5) / DISCRIMINATION, 12);
    expect(itemLocation('kr-m2-4', 5, -0.6)).toBeCloseTo(base - 0.6 / DISCRIMINATION, 12);
    expect(itemLocation('kr-m2-4', 3)).toBeCloseTo(base, 12);
  });
});

describe('pCorrect', () => {
  const item = { location: 4, guess: guessFloor(5) };

  it('has a guessing floor of one in five choices and none for a typed answer', () => {
    expect(guessFloor(5)).toBe(0.2);
    expect(guessFloor(undefined)).toBe(0);
    expect(pCorrect(-10, item)).toBeCloseTo(0.2, 6);
    expect(pCorrect(-10, { location: 4, guess: 0 })).toBeCloseTo(0, 6);
  });

  it('stops short of certainty by the slip rate', () => {
    expect(pCorrect(30, item)).toBeCloseTo(1 - SLIP, 9);
  });

  it('is halfway between floor and ceiling at the item and rises with the level', () => {
    expect(pCorrect(4, item)).toBeCloseTo(0.2 + (1 - 0.2 - SLIP) / 2, 12);
    expect(pCorrect(5, item)).toBeGreaterThan(pCorrect(4, item));
  });
});
