import { describe, expect, it } from 'vitest';
import { PEOPLE, THINGS } from './people.js';
import { STORY_KINDS, addStory, countChoices, countProblem, storyAnswer, subStory } from './stories.js';
import { createRng } from '../lib/random.js';

const minjun = PEOPLE.find((p) => p.ko === '민준')!;
const jiho = PEOPLE.find((p) => p.ko === '지호')!;
const apple = THINGS.find((t) => t.ko === '사과')!;
const pencil = THINGS.find((t) => t.ko === '연필')!;
/** Whole numbers as the inline math a choice shows. */
const inlineMath = (...values: number[]): string[] => values.map((value) => `\\(${value}\\)`);

describe('number stories', () => {
  it('says names, particles and counters as a Korean teacher does', () => {
    expect(addStory(0, 5, 3, minjun, jiho, apple).ko).toBe(
      '민준이는 사과를 \\(5\\)개 가지고 있었습니다. 지호가 \\(3\\)개를 더 주었습니다. 민준이가 가진 사과는 모두 몇 개입니까?',
    );
    expect(subStory(1, 7, 2, jiho, minjun, pencil).ko).toBe(
      '지호는 연필 \\(7\\)자루, 민준이는 연필 \\(2\\)자루를 가지고 있습니다. 지호는 민준보다 연필을 몇 자루 더 많이 가지고 있습니까?',
    );
    expect(subStory(0, 7, 2, jiho, minjun, pencil).ko).toContain('민준이에게');
  });

  it('agrees in number in English', () => {
    expect(addStory(2, 1, 4, minjun, jiho, apple).en).toBe(
      'There is \\(1\\) apple in a box. Minjun puts in \\(4\\) more. How many apples are in the box now?',
    );
    expect(
      subStory(
        0,
        6,
        1,
        minjun,
        jiho,
        THINGS.find((t) => t.ko === '사탕')!,
      ).en,
    ).toMatch(/^Minjun had \\\(6\\\) candies/);
    expect(storyAnswer(apple, 1, { left: true }).en).toBe('There are \\(1\\) apple left.');
  });

  it('never states a count of 0 and never takes away more than there is', () => {
    for (let kind = 0; kind < STORY_KINDS; kind++) {
      expect(() => addStory(kind, 0, 3, minjun, jiho, apple)).toThrow();
      expect(() => subStory(kind, 3, 3, minjun, jiho, apple)).toThrow();
      expect(() => subStory(kind, 3, 0, minjun, jiho, apple)).toThrow();
    }
    for (const t of THINGS) {
      for (let kind = 0; kind < STORY_KINDS; kind++) {
        const s = subStory(kind, 9, 4, minjun, jiho, t);
        expect(s.ko).not.toMatch(/\\\(0\\\)/);
        expect(s.ko).not.toMatch(/를를|을을|이가가/);
      }
    }
  });

  it('offers only whole-number choices', () => {
    expect(countChoices(1, [-1, 2.5, 1, 3])).toEqual(inlineMath(3, 2, 0, 3, 4, 5, 6, 7));
  });

  it('asks a count with its key among whole-number choices', () => {
    const steps: [string, string][] = [['\\(2+3=5\\)', '\\(2+3=5\\)']];
    const problem = countProblem(
      createRng(1),
      { stem: ['몇 개입니까?', 'How many?'], answer: 5, wrong: [6, -1], steps },
      2,
    );
    expect(problem.choices?.[Number(problem.answer)]).toBe('\\(5\\)');
    expect(problem.choices).toContain('\\(6\\)');
    expect(problem.difficulty).toBe(2);
  });
});

describe('counting by another route', () => {
  it('adds and subtracts in columns and counts on', async () => {
    const { columnAdd, columnSub, countOn, findOnly, groups } = await import('./counting.js');
    expect(columnAdd(478, 356)).toBe(834);
    expect(columnSub(502, 178)).toBe(324);
    expect(columnSub(3, 5)).toBeNaN();
    expect(countOn(7, -3)).toBe(4);
    expect(groups(6, 4)).toBe(24);
    expect(findOnly(0, 9, (x) => x + 3 === 8)).toBe(5);
    expect(findOnly(0, 9, (x) => x > 7)).toBeNaN();
  });
});
