// Question-sheet translation (spec §5): the texts of a problem set go in one call; empty items are sent as a single
// space, a call that fails or answers nothing is failure (1), an answer with a different count is failure (2), and
// either way nothing is replaced.
import { splitMathText, type LocalizedText, type ProblemView } from '@mathbridge/contract';

export type SheetOutcome = { ok: true; translations: Map<string, string> } | { ok: false; failure: 1 | 2 };

export async function translateQuestionSheet(
  texts: readonly string[],
  languageCode: string,
  translate: (textList: string[], languageCode: string) => Promise<string[] | null>,
): Promise<SheetOutcome> {
  const textList = texts.map((text) => (text.trim() === '' ? ' ' : text));
  let answer: string[] | null;
  try {
    answer = await translate(textList, languageCode);
  } catch {
    answer = null;
  }
  if (answer == null) return { ok: false, failure: 1 };
  if (answer.length !== textList.length) return { ok: false, failure: 2 };
  const translations = new Map<string, string>();
  texts.forEach((text, index) => {
    if (text.trim() !== '') translations.set(text, answer[index] as string);
  });
  return { ok: true, translations };
}

/** Whether a text has words outside its math: a choice such as \(89.1\) is the same in every language. */
export function holdsWords(text: string): boolean {
  return splitMathText(text).some((segment) => segment.kind === 'text' && /\p{L}/u.test(segment.value));
}

/** What a problem shows in a language before it is answered: the stem, the choices that hold words, the hint. */
export function problemTexts(problem: ProblemView, language: 'ko' | 'en'): string[] {
  return [
    problem.stem[language],
    ...(problem.choices ?? []).filter(holdsWords),
    ...(problem.answerForm ? [problem.answerForm.hint[language]] : []),
  ];
}

/** An explanation's steps in a language, for translation once the explanation is shown. */
export function stepTexts(steps: readonly LocalizedText[], language: 'ko' | 'en'): string[] {
  return steps.map((step) => step[language]).filter(holdsWords);
}
