// What an essay answer's hint says when the student's input cannot be read, by the form the answer takes, and the
// few narrower hints templates choose instead (an integer, a whole number, a decimal).
import type { Localized } from '../lib/types.js';

/** One text per form, shared with the grader, which shows it when an answer is in another form. */
export { FORM_HINTS } from '../grading/forms.js';

export const HINTS = {
  integer: { ko: '정수로 입력하세요. 예: -3', en: 'Enter an integer, e.g. -3.' },
  whole: { ko: '자연수로 입력하세요.', en: 'Enter a whole number.' },
  decimal: { ko: '소수로 입력하세요. 예: 0.5', en: 'Enter a decimal, e.g. 0.5.' },
  pi: { ko: 'π를 사용하여 입력하세요. 예: 12π', en: 'Enter your answer in terms of π, e.g. 12π.' },
  complex: { ko: 'a+bi 꼴로 입력하세요.', en: 'Enter it in the form a + bi.' },
} satisfies Record<string, Localized>;
