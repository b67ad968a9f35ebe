// What an essay answer's hint says when the student's input cannot be read, by the form the answer takes, and the
// few narrower hints templates choose instead (an integer, a whole number, a decimal).
import type { AnswerForm, Localized } from '../lib/types.js';

export const FORM_HINTS: Record<AnswerForm, Localized> = {
  number: { ko: '계산을 끝낸 수 하나로 입력하세요.', en: 'Enter a single number, fully worked out.' },
  fraction: { ko: '정수 또는 기약분수로 입력하세요.', en: 'Enter an integer or a fraction in lowest terms.' },
  mixed: {
    ko: '대분수 또는 기약분수로 입력하세요. 예: 2 1/3',
    en: 'Enter a mixed number in lowest terms, e.g. 2 1/3.',
  },
  radical: {
    ko: '분모를 유리화하고 근호 안을 가장 작은 자연수로 하여 입력하세요. 예: 2√3',
    en: 'Enter it in simplest radical form with a rational denominator, e.g. 2√3.',
  },
  expanded: { ko: '전개하여 동류항끼리 정리한 식으로 입력하세요.', en: 'Expand and combine like terms.' },
  factored: { ko: '인수분해한 꼴로 입력하세요. 예: (x+2)(x-3)', en: 'Enter it in factored form, e.g. (x+2)(x-3).' },
  solved: { ko: '문자 하나에 대하여 푼 식으로 입력하세요. 예: y=2x+1', en: 'Solve for the variable, e.g. y = 2x + 1.' },
  interval: { ko: '부등식으로 입력하세요. 예: x>3', en: 'Enter an inequality, e.g. x > 3.' },
  any: { ko: '식을 입력하세요.', en: 'Enter an expression.' },
};

export const HINTS = {
  integer: { ko: '정수로 입력하세요. 예: -3', en: 'Enter an integer, e.g. -3.' },
  whole: { ko: '자연수로 입력하세요.', en: 'Enter a whole number.' },
  decimal: { ko: '소수로 입력하세요. 예: 0.5', en: 'Enter a decimal, e.g. 0.5.' },
  pi: { ko: 'π를 사용하여 입력하세요. 예: 12π', en: 'Enter your answer in terms of π, e.g. 12π.' },
  complex: { ko: 'a+bi 꼴로 입력하세요.', en: 'Enter it in the form a + bi.' },
} satisfies Record<string, Localized>;
