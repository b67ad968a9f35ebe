// The shared template frame: seeds, versions, shuffled choices that keep track of the key, and answer specs.
import { describe, expect, it } from 'vitest';
import { createRng } from '../random.js';
import type { GeneratedProblem } from '../types.js';
import { answerSpec, keyText, seededTemplate, shuffleFive } from './template.js';

const problem = (a: number, b: number, answer: string): GeneratedProblem => ({
  type: 'essay',
  stem: { ko: `${a} + ${b}`, en: `${a} + ${b}` },
  answer,
  explanation: [],
  difficulty: 1,
});

describe('seededTemplate', () => {
  const template = seededTemplate('kr-x-1', 'sum', {
    version: 2,
    params: (rng) => ({ a: rng.int(1, 50), b: rng.int(1, 50) }),
    generate: ({ a, b }) => problem(a, b, String(a + b)),
    check: ({ a, b }, p) => Number(p.answer) === a + b,
  });

  it('names the template after its unit and keeps the version', () => {
    expect(template.id).toBe('kr-x-1.sum');
    expect(template.unitId).toBe('kr-x-1');
    expect(template.version).toBe(2);
    expect(
      seededTemplate('u', 'n', { params: () => 0, generate: () => problem(0, 0, '0'), check: () => true }).version,
    ).toBe(1);
  });

  it('generates the same problem from the same seed, and checks against the parameters of that seed', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const p = template.generate(seed);
      expect(template.generate(seed)).toEqual(p);
      expect(template.check(p, seed)).toBe(true);
      expect(template.check({ ...p, answer: String(Number(p.answer) + 1) }, seed)).toBe(false);
    }
  });

  it('lets generate go on drawing from the rng the parameters came from', () => {
    const drawn: number[] = [];
    const t = seededTemplate('u', 'n', {
      params: (rng) => rng.int(0, 9),
      generate: (_, rng) => {
        drawn.push(rng.int(0, 1000));
        return problem(0, 0, '0');
      },
      check: () => true,
    });
    t.generate(7);
    const rng = createRng(7);
    rng.int(0, 9);
    expect(drawn).toEqual([rng.int(0, 1000)]);
  });
});

describe('shuffleFive', () => {
  it('writes every choice once and points at the first one picked, for many seeds', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const { choices, answer } = shuffleFive(createRng(seed), [10, 20, 30, 40, 50], (v) => `\\(${v}\\)`);
      expect([...choices].sort()).toEqual(['\\(10\\)', '\\(20\\)', '\\(30\\)', '\\(40\\)', '\\(50\\)']);
      expect(choices[Number(answer)]).toBe('\\(10\\)');
      orders.add(choices.join());
    }
    expect(orders.size).toBeGreaterThan(50);
  });
});

describe('answerSpec', () => {
  it('defaults to a number and lists hint, tolerance, unit and variables in that order', () => {
    const hint = { ko: '수로 입력하세요.', en: 'Enter a number.' };
    expect(answerSpec({ hint })).toEqual({ kind: 'number', hint });
    const full = answerSpec({ kind: 'expression', hint, variables: ['x'], unit: 'cm', tolerance: 0.1 });
    expect(Object.keys(full)).toEqual(['kind', 'hint', 'tolerance', 'unit', 'variables']);
  });
});

describe('keyText', () => {
  it('reads the essay answer or the choice the key points at', () => {
    expect(keyText(problem(1, 2, '3'))).toBe('3');
    const multiple: GeneratedProblem = { ...problem(1, 2, '1'), type: 'multiple', choices: ['a', 'b', 'c', 'd', 'e'] };
    expect(keyText(multiple)).toBe('b');
    expect(keyText({ ...multiple, answer: '7' })).toBeUndefined();
  });
});
