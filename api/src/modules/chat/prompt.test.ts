import { describe, expect, it } from 'vitest';
import { modelMessages, nextRung, systemPrompt } from './prompt.js';
import type { TutorProblem } from './tutor/index.js';

const problem = (overrides: Partial<TutorProblem> = {}): TutorProblem => ({
  stem: 'Solve $2x + 3 = 11$.',
  choices: null,
  answer: '4',
  steps: ['Subtract 3 from both sides: $2x = 8$.', 'Divide by 2: $x = 4$.'],
  attempts: [{ answer: '3', correct: false }],
  ...overrides,
});

describe('the hint ladder', () => {
  it('climbs one rung per hint, up to the worked step', () => {
    expect([0, 1, 2, 3].map((level) => nextRung('hint', level).hintLevel)).toEqual([1, 2, 3, 3]);
    expect(nextRung('message', 2)).toEqual({ hintLevel: 2, solution: false });
  });

  it('gives the whole solution only on the last rung; before that a solution request climbs one rung', () => {
    expect(nextRung('solution', 0)).toEqual({ hintLevel: 1, solution: false });
    expect(nextRung('solution', 2)).toEqual({ hintLevel: 3, solution: false });
    expect(nextRung('solution', 3)).toEqual({ hintLevel: 3, solution: true });
  });
});

describe('the system prompt', () => {
  it("carries the problem, its steps, the student's answers, the language and the rules", () => {
    const prompt = systemPrompt({ language: 'en', problem: problem(), intent: 'hint', hintLevel: 1 });
    expect(prompt).toContain('Solve $2x + 3 = 11$.');
    expect(prompt).toContain('1. Subtract 3 from both sides');
    expect(prompt).toContain('- 3 (wrong)');
    expect(prompt).toContain('Answer in English');
    expect(prompt).toMatch(/only about math/);
    expect(prompt).toContain('give rung 2');
  });

  it('says the solution comes after the ladder when asked too early, and gives it on the last rung', () => {
    expect(systemPrompt({ language: 'ko', problem: problem(), intent: 'solution', hintLevel: 1 })).toMatch(
      /too early[\s\S]*rung 2/,
    );
    expect(systemPrompt({ language: 'ko', problem: problem(), intent: 'solution', hintLevel: 3 })).toContain(
      'give the whole solution',
    );
  });

  it('numbers the choices and works without a problem', () => {
    expect(
      systemPrompt({ language: 'en', problem: problem({ choices: ['$1$', '$4$'] }), intent: 'message', hintLevel: 0 }),
    ).toContain('(2) $4$');
    expect(systemPrompt({ language: 'en', problem: null, intent: 'message', hintLevel: 0 })).toContain(
      'No problem is attached',
    );
  });

  it('sends the history as user and assistant turns after the rules', () => {
    const messages = modelMessages('rules', [{ role: 'tutor', text: 'Hi' }], 'Why?');
    expect(messages).toEqual([
      { role: 'system', content: 'rules' },
      { role: 'assistant', content: 'Hi' },
      { role: 'user', content: 'Why?' },
    ]);
  });
});
