import { ProblemViewSchema } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import type { AnswerSpec } from '../../content/lib/types.js';
import type { ProblemRow } from './repository.js';
import { toProblemView } from './service.js';

const hint = { ko: '기약분수로 입력하세요.', en: 'Enter the fraction in lowest terms.' };

function essayRow(answerSpec: AnswerSpec): ProblemRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    templateId: 'kr-m1-2.test-item',
    templateVersion: 1,
    seed: 1,
    unitId: 'kr-m1-2',
    subUnit: null,
    type: 'essay',
    difficulty: 2,
    stem: { ko: '\\(\\frac{21}{9}\\)을 기약분수로 나타내세요.', en: 'Write \\(\\frac{21}{9}\\) in lowest terms.' },
    choices: null,
    answer: '\\frac{7}{3}',
    answerSpec,
    explanation: [{ ko: '3으로 약분합니다.', en: 'Divide both by 3.' }],
    figure: null,
    createdAt: new Date(0),
  };
}

describe('toProblemView', () => {
  it('tells the browser the final form the answer must be written in, not the key', () => {
    const view = ProblemViewSchema.parse(toProblemView(essayRow({ kind: 'number', form: 'fraction', hint })));
    expect(view.answerForm).toEqual({ kind: 'number', form: 'fraction', hint });
    expect(JSON.stringify(view)).not.toContain('\\frac{7}{3}');
  });

  it('leaves the form out for a problem stored before forms existed', () => {
    const view = ProblemViewSchema.parse(toProblemView(essayRow({ kind: 'number', hint })));
    expect(view.answerForm).toEqual({ kind: 'number', hint });
  });
});
