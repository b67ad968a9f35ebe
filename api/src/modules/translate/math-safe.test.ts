// The placeholder round trip over real problems of the bank (every track and grade), against a fake translation
// service that reorders, drops, doubles and mangles placeholders: a formula either comes back exactly as it was sent
// or the whole string stays in the original.
import { splitMathText } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import type { GeneratedProblem } from '../../content/lib/types.js';
import { loadUnits } from '../../content/registry.js';
import { maskMath, unmaskMath } from './math-safe.js';

const units = await loadUnits();

/** One problem from the first templates of every unit: stems, word-bearing choices, hints and explanation steps. */
const problems: { unitId: string; problem: GeneratedProblem }[] = units.flatMap((unit) =>
  unit.templates.slice(0, 2).map((template) => ({ unitId: unit.unitId, problem: template.generate(11) })),
);
const stems = problems.map((p) => p.problem.stem.en);
const texts = [
  ...new Set(
    problems.flatMap(({ problem }) => [
      problem.stem.en,
      ...(problem.choices ?? []),
      ...(problem.answerSpec ? [problem.answerSpec.hint.en] : []),
      ...problem.explanation.map((step) => step.en),
    ]),
  ),
];

const PLACEHOLDER = /\u27E6\d+\u27E7/g;

/** What a service does to the masked text besides translating its words. */
type Behaviour = (masked: string) => string;

/** "Translates" by marking the words, as the e2e fake does, then applies the behaviour. */
const fakeService = (behaviour: Behaviour) => (masked: string) =>
  behaviour(`«vi» ${masked.replace(/\p{L}+/gu, (word) => word.split('').reverse().join(''))}`);

const reorder: Behaviour = (text) => {
  // Word order differs between languages: the last placeholder moves to the front.
  const all = text.match(PLACEHOLDER) ?? [];
  const last = all.at(-1);
  if (!last || all.length < 2) return text;
  const index = text.lastIndexOf(last);
  return `${last} ${text.slice(0, index)}${text.slice(index + last.length)}`;
};
const drop: Behaviour = (text) => text.replace(PLACEHOLDER, '');
const dropOne: Behaviour = (text) => text.replace(/\u27E6\d+\u27E7/, '');
const duplicate: Behaviour = (text) => text.replace(/\u27E6\d+\u27E7/, (p) => `${p} ${p}`);
const mangleBracket: Behaviour = (text) => text.replace(/\u27E6(\d+)\u27E7/, '[$1]');
const mangleNumber: Behaviour = (text) => text.replace(/\u27E6(\d+)\u27E7/, (_p, n: string) => `⟦${Number(n) + 40}⟧`);
const halfOpen: Behaviour = (text) => text.replace(/\u27E6(\d+)\u27E7/, '⟦$1');

/** The formulas of a text, in order: its LaTeX runs and the numbers written outside them. */
const formulas = (text: string) =>
  splitMathText(text).flatMap((segment) =>
    segment.kind === 'math' ? [`\\(${segment.value}\\)`] : (segment.value.match(/\d+(?:[.,]\d+)*/g) ?? []),
  );
const sorted = (values: string[]) => [...values].sort();

function roundTrip(text: string, service: (masked: string) => string): string {
  const mask = maskMath(text);
  if (!mask.hasWords) return text;
  const restored = unmaskMath(service(mask.masked), mask.runs);
  return restored.ok ? restored.text : text;
}

describe('the bank sample', () => {
  it('holds at least 40 stems from every track and grade', () => {
    expect(stems.length).toBeGreaterThanOrEqual(40);
    const grades = new Set(problems.map((p) => p.unitId.replace(/^(kr-[a-z]+\d*|sat-[a-z]).*$/, '$1')));
    for (const grade of ['kr-e1', 'kr-e2', 'kr-e3', 'kr-e4', 'kr-e5', 'kr-e6', 'kr-m1', 'kr-m2', 'kr-m3']) {
      expect(grades).toContain(grade);
    }
    for (const grade of ['kr-cm1', 'kr-cm2', 'sat-h', 'sat-p', 'sat-q', 'sat-s']) expect(grades).toContain(grade);
  });
});

describe('maskMath', () => {
  it('hides inline LaTeX, numbers with units, variables and plain-text forms', () => {
    const mask = maskMath('Sua walked \\(1.2\\text{ km}\\) in 15 min, then 3.5 km. Enter it in the form a + bi.');
    expect(mask.runs).toEqual(['\\(1.2\\text{ km}\\)', '15 min', '3.5 km', 'a + bi']);
    expect(mask.masked).toBe('Sua walked ⟦0⟧ in ⟦1⟧, then ⟦2⟧. Enter it in the form ⟦3⟧.');
    expect(maskMath('Enter the answer as an inequality, such as x > 1 or -2 ≤ x < 3.').runs).toEqual([
      'x > 1',
      '-2 ≤ x < 3',
    ]);
    expect(maskMath('Enter your answer in terms of π, e.g. 12π.').runs).toEqual(['π', '12π']);
    expect(maskMath('At 8 a.m. the temperature was 10°C.').runs).toEqual(['8', '10°C']);
    expect(maskMath('Triangles ABC and DEF are congruent.').runs).toEqual(['ABC', 'DEF']);
  });

  it('keeps the words a, A and I, and the letters inside words', () => {
    const mask = maskMath('A box holds a ball, and I see x.');
    expect(mask.runs).toEqual(['x']);
    expect(mask.masked).toBe('A box holds a ball, and I see ⟦0⟧.');
  });

  it('sends nothing for a text that is only math', () => {
    expect(maskMath('\\(89.1\\)').hasWords).toBe(false);
    expect(maskMath('\\(x\\le 3\\)').hasWords).toBe(false);
    expect(maskMath('\\(216\\text{ cm}\\)').hasWords).toBe(false);
    expect(maskMath('Find \\(x\\).').hasWords).toBe(true);
  });
});

describe('unmaskMath', () => {
  it('accepts placeholders moved, spaced out, or written in Arabic-Indic or Persian digits', () => {
    const runs = ['\\(x\\)', '\\(y\\)'];
    expect(unmaskMath('⟦1⟧ then ⟦0⟧', runs)).toEqual({ ok: true, text: '\\(y\\) then \\(x\\)' });
    expect(unmaskMath('⟦ ٠ ⟧ و ⟦۱⟧', runs)).toEqual({ ok: true, text: '\\(x\\) و \\(y\\)' });
  });

  it('refuses a translation with a placeholder missing, doubled, unknown or mangled', () => {
    const runs = ['\\(x\\)', '\\(y\\)'];
    expect(unmaskMath('⟦0⟧ only', runs)).toMatchObject({ ok: false, reason: 'placeholder 1 did not come back' });
    expect(unmaskMath('⟦0⟧ ⟦1⟧ ⟦1⟧', runs)).toMatchObject({ ok: false });
    expect(unmaskMath('⟦0⟧ ⟦1⟧ ⟦2⟧', runs)).toMatchObject({ ok: false });
    expect(unmaskMath('⟦0⟧ ⟦1⟧ ⟦', runs)).toMatchObject({ ok: false });
  });
});

describe('the round trip over the bank', () => {
  it('changes no formula when the service keeps or reorders the placeholders', () => {
    for (const behaviour of [(text: string) => text, reorder]) {
      for (const text of texts) {
        const result = roundTrip(text, fakeService(behaviour));
        expect(sorted(formulas(result)), text).toEqual(sorted(formulas(text)));
        if (maskMath(text).hasWords) expect(result.startsWith('«vi»') || result.includes('«vi»'), text).toBe(true);
      }
    }
  });

  it('keeps the original when the service drops, doubles or mangles a placeholder', () => {
    let protectedTexts = 0;
    for (const behaviour of [drop, dropOne, duplicate, mangleBracket, mangleNumber, halfOpen]) {
      for (const text of texts) {
        const mask = maskMath(text);
        const result = roundTrip(text, fakeService(behaviour));
        if (mask.hasWords && mask.runs.length > 0) {
          protectedTexts += 1;
          expect(result, text).toBe(text);
        }
        // Whatever happened, the formulas are the ones sent.
        expect(sorted(formulas(result)), text).toEqual(sorted(formulas(text)));
      }
    }
    expect(protectedTexts).toBeGreaterThan(40 * 6);
  });

  it('renders each stem with the same LaTeX after a reordering translation', () => {
    for (const stem of stems) {
      const math = (text: string) =>
        splitMathText(text)
          .filter((s) => s.kind === 'math')
          .map((s) => s.value);
      expect(sorted(math(roundTrip(stem, fakeService(reorder)))), stem).toEqual(sorted(math(stem)));
    }
  });
});
