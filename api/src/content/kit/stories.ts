// Number stories for the elementary grades: addition and subtraction told with two children and a countable thing,
// the same frames in every unit. A story never states a count of 0 as a fact ('공이 0개 있습니다') and never takes
// away more than there is: it throws, so the template must draw its numbers so that this cannot happen.
import type { Difficulty, GeneratedProblem, Localized } from '../lib/types.js';
import type { Rng } from '../lib/random.js';
import { count, noun } from './english.js';
import { withJosa } from './korean.js';
import { m } from './latex.js';
import { nameWith, quantity, type Person, type Thing } from './people.js';
import { multiple, nearby } from './template.js';

/** How many frames addStory and subStory each tell; `kind` is taken modulo this. */
export const STORY_KINDS = 3;

/** The counter word with its particle: 개를, 자루를, 권을. */
const counterWith = (t: Thing, pair: '을/를' | '이/가'): string => withJosa(t.counter, pair);

function guard(name: string, ...counts: number[]): void {
  for (const n of counts) {
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`${name}: every count in a story is a whole number ≥ 1, got ${n}`);
  }
}

/** A story whose answer is a + b (a, b ≥ 1). */
export function addStory(kind: number, a: number, b: number, p: Person, q: Person, t: Thing): Localized {
  guard('addStory', a, b);
  const u = t.counter;
  switch (((kind % STORY_KINDS) + STORY_KINDS) % STORY_KINDS) {
    case 0:
      return {
        ko: `${nameWith(p, '는')} ${withJosa(t.ko, '을/를')} ${m(a)}${u} 가지고 있었습니다. ${nameWith(q, '가')} ${m(b)}${counterWith(t, '을/를')} 더 주었습니다. ${nameWith(p, '가')} 가진 ${withJosa(t.ko, '은/는')} 모두 몇 ${u}입니까?`,
        en: `${p.en} had ${count(a, t.one, t.many)}. ${q.en} gave ${p.en} ${m(b)} more. How many ${t.many} does ${p.en} have now?`,
      };
    case 1:
      return {
        ko: `${nameWith(p, '는')} ${quantity(t, a).ko}, ${nameWith(q, '는')} ${withJosa(quantity(t, b).ko, '을/를')} 가지고 있습니다. 두 사람이 가진 ${withJosa(t.ko, '은/는')} 모두 몇 ${u}입니까?`,
        en: `${p.en} has ${count(a, t.one, t.many)} and ${q.en} has ${count(b, t.one, t.many)}. How many ${t.many} do they have in all?`,
      };
    default:
      return {
        ko: `상자에 ${withJosa(t.ko, '이/가')} ${m(a)}${u} 있습니다. ${nameWith(p, '가')} ${m(b)}${counterWith(t, '을/를')} 더 넣었습니다. 상자에 있는 ${withJosa(t.ko, '은/는')} 모두 몇 ${u}입니까?`,
        en: `There ${a === 1 ? 'is' : 'are'} ${count(a, t.one, t.many)} in a box. ${p.en} puts in ${m(b)} more. How many ${t.many} are in the box now?`,
      };
  }
}

/** A story whose answer is a − b (a > b ≥ 1): giving away, comparing, taking out. */
export function subStory(kind: number, a: number, b: number, p: Person, q: Person, t: Thing): Localized {
  guard('subStory', a, b);
  if (a <= b) throw new Error(`subStory: ${a} − ${b} leaves nothing to ask about`);
  const u = t.counter;
  switch (((kind % STORY_KINDS) + STORY_KINDS) % STORY_KINDS) {
    case 0:
      return {
        ko: `${nameWith(p, '는')} ${withJosa(t.ko, '을/를')} ${m(a)}${u} 가지고 있었습니다. 그중에서 ${m(b)}${counterWith(t, '을/를')} ${nameWith(q, '에게')} 주었습니다. 남은 ${withJosa(t.ko, '은/는')} 몇 ${u}입니까?`,
        en: `${p.en} had ${count(a, t.one, t.many)} and gave ${m(b)} of them to ${q.en}. How many ${t.many} does ${p.en} have left?`,
      };
    case 1:
      return {
        ko: `${nameWith(p, '는')} ${quantity(t, a).ko}, ${nameWith(q, '는')} ${withJosa(quantity(t, b).ko, '을/를')} 가지고 있습니다. ${nameWith(p, '는')} ${q.ko}보다 ${withJosa(t.ko, '을/를')} 몇 ${u} 더 많이 가지고 있습니까?`,
        en: `${p.en} has ${count(a, t.one, t.many)} and ${q.en} has ${count(b, t.one, t.many)}. How many more ${t.many} does ${p.en} have than ${q.en}?`,
      };
    default:
      return {
        ko: `상자에 ${withJosa(t.ko, '이/가')} ${m(a)}${u} 있었습니다. ${nameWith(p, '가')} ${m(b)}${counterWith(t, '을/를')} 꺼냈습니다. 상자에 남은 ${withJosa(t.ko, '은/는')} 몇 ${u}입니까?`,
        en: `There were ${count(a, t.one, t.many)} in a box. ${p.en} took out ${m(b)}. How many ${t.many} are left in the box?`,
      };
  }
}

/** The answer sentence of a story: '사과는 모두 8개입니다.' / 'There are 8 apples.' */
export function storyAnswer(t: Thing, n: number, { left = false }: { left?: boolean } = {}): Localized {
  return {
    ko: `${left ? '남은' : '모두'} ${withJosa(t.ko, '은/는')} ${m(n)}${t.counter}입니다.`,
    en: `${left ? 'There are' : 'In all there are'} ${count(n, t.one, t.many)}${left ? ' left' : ''}.`,
  };
}

/** The English noun for n of the thing, without the number: apple / apples. */
export const thingNoun = (t: Thing, n: number): string => noun(n, t.one, t.many);

/**
 * Wrong choices for a count, as math: the given distractors that are whole numbers (≥ 0) other than the key, then
 * the whole numbers next to the key. Pass the result as `wrong` to multiple(): no choice is ever −1 or 2.5.
 */
export function countChoices(key: number, distractors: readonly number[]): string[] {
  const whole = distractors.filter((x) => Number.isInteger(x) && x >= 0 && x !== key);
  return [...whole.map((x) => m(x)), ...nearby(key, { min: 0 })];
}

/** One telling of a count question: its stem, its key, the counts a child is likely to give instead, and its steps. */
export interface CountCase {
  stem: [string, string];
  answer: number;
  wrong: number[];
  steps: [string, string][];
}

/** A count question as a multiple-choice problem: the key and the case's whole-number wrong counts (countChoices). */
export function countProblem(rng: Rng, c: CountCase, difficulty: Difficulty): GeneratedProblem {
  return multiple(rng, {
    difficulty,
    stem: c.stem,
    correct: m(c.answer),
    wrong: countChoices(c.answer, c.wrong),
    steps: c.steps,
  });
}
