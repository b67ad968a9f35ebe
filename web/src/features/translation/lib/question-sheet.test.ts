import { describe, expect, it, vi } from 'vitest';
import { testProblem } from '../../../test/practice';
import { holdsWords, problemTexts, translateQuestionSheet } from './question-sheet';

describe('question-sheet translation (spec §5)', () => {
  it('sends empty items as a single space and maps each text to its translation', async () => {
    const translate = vi.fn(async (textList: string[]) => textList.map((text) => `«vi» ${text}`));
    const outcome = await translateQuestionSheet(['Find \\(x\\).', '', 'Good luck'], 'vi', translate);
    expect(translate).toHaveBeenCalledWith(['Find \\(x\\).', ' ', 'Good luck'], 'vi');
    expect(outcome).toEqual({
      ok: true,
      translations: new Map([
        ['Find \\(x\\).', '«vi» Find \\(x\\).'],
        ['Good luck', '«vi» Good luck'],
      ]),
    });
  });

  it('fails with (1) when the call fails or answers nothing', async () => {
    expect(await translateQuestionSheet(['a'], 'vi', async () => null)).toEqual({ ok: false, failure: 1 });
    expect(
      await translateQuestionSheet(['a'], 'vi', async () => {
        throw new Error('down');
      }),
    ).toEqual({ ok: false, failure: 1 });
  });

  it('fails with (2) when the count differs from what was sent', async () => {
    expect(await translateQuestionSheet(['a', 'b'], 'vi', async () => ['x'])).toEqual({ ok: false, failure: 2 });
    expect(await translateQuestionSheet(['a'], 'vi', async () => ['x', 'y'])).toEqual({ ok: false, failure: 2 });
  });
});

describe('the texts of a problem', () => {
  it('takes the stem, the choices that hold words and the hint, not math-only choices', () => {
    expect(holdsWords('\\(89.1\\)')).toBe(false);
    expect(holdsWords('\\(3\\) apples')).toBe(true);
    const problem = testProblem({
      stem: { ko: '\\(2+3\\)의 값은?', en: 'What is \\(2+3\\)?' },
      choices: ['\\(4\\)', 'none of these', '\\(6\\)'],
    });
    expect(problemTexts(problem, 'en')).toEqual(['What is \\(2+3\\)?', 'none of these']);
  });
});
