// The shape of the problem bank: curriculum nodes, templates and the problems they generate.
import type { QuestionType } from '@mathbridge/contract';

export interface Localized {
  ko: string;
  en: string;
}

/**
 * The final form an essay answer is written in:
 * - number: one number, evaluated (an integer, a decimal, or a single fraction or mixed number), never an expression
 *   such as 12×3 or 8¾−5⅗;
 * - fraction: an integer or a fraction in lowest terms (improper allowed, 7/3);
 * - mixed: an integer, a proper fraction or a mixed number, each in lowest terms (2 1/3, not 7/3);
 * - radical: simplest radical form with a rational denominator (√5/5, 2√3; not 1/√5, √12);
 * - expanded: a polynomial with like terms collected and no brackets (x²+5x+6);
 * - factored: a product of factors (x+2)(x+3), a common factor taken out where the key has one;
 * - solved: an equation solved for one variable (y = 2x+1, x = 3), the variable alone on one side;
 * - interval: an inequality or a list of them for a variable (x > 3, -1 ≤ x < 2);
 * - any: any expression equal to the key.
 */
export type AnswerForm =
  'number' | 'fraction' | 'mixed' | 'radical' | 'expanded' | 'factored' | 'solved' | 'interval' | 'any';

/**
 * A figure drawn from the problem's own parameters: self-contained SVG (a viewBox, no scripts, no external
 * references) and a text alternative that states what it shows, values included. `svg` is one string when the figure
 * holds no words (numbers and letters read the same in both languages), else one drawing per language.
 */
export interface Figure {
  svg: string | Localized;
  alt: Localized;
}

/** How an essay answer is compared with the key. */
export interface AnswerSpec {
  /**
   * number: a numeric value (fractions, decimals and \frac forms are equal);
   * expression: an algebraic expression compared by equivalence (2(a+c) = 2a+2c);
   * text: an exact token after trimming and case folding (a letter, a word such as 'yes').
   */
  kind: 'number' | 'expression' | 'text';
  /** Absolute tolerance for numbers (e.g. 0.01 when rounding to two places). */
  tolerance?: number;
  /** A unit the student may type after the number (cm, kg, °); it is ignored when grading. */
  unit?: string;
  /** Variables an expression answer may use. */
  variables?: string[];
  /**
   * The final form the answer must be written in; a right value in another form is 'unparseable' with the hint, so
   * the student may try again. Problems stored before forms existed have none: number answers then take 'number'
   * and expression answers 'any'.
   */
  form?: AnswerForm;
  /** Shown with 'Please enter the correct answer' when the input cannot be parsed. */
  hint: Localized;
}

/** 1 (easiest) to 5. */
export type Difficulty = 1 | 2 | 3 | 4 | 5;

export interface GeneratedProblem {
  type: QuestionType;
  /** Stem in both languages; math is LaTeX between \( and \). */
  stem: Localized;
  /** Exactly 5 choices (LaTeX or plain text) for `multiple`; absent for `essay`. */
  choices?: string[];
  /** For `multiple`: the index (0-4) of the correct choice as a string. For `essay`: the answer in LaTeX. */
  answer: string;
  /** For `essay`: how the answer is compared. */
  answerSpec?: AnswerSpec;
  /** Step-by-step explanation, one entry per step. */
  explanation: Localized[];
  /** 1 (easiest) to 5. */
  difficulty: Difficulty;
  /** Sub-unit (중단원) this problem practises, when the unit has sub-units. */
  subUnit?: string;
  /** A figure drawn from this problem's parameters, when the problem needs one. */
  figure?: Figure;
}

export interface ProblemTemplate {
  /** Stable id, unique across the bank, e.g. 'kr-m1-1-1.prime-factorization'. */
  id: string;
  unitId: string;
  /** Bump when the generator changes; old problems stay, new ones are added. */
  version: number;
  /** Deterministic: the same seed always returns the same problem. */
  generate(seed: number): GeneratedProblem;
  /**
   * An independent check of the answer key, computed by another route than `generate`
   * (substitution, numeric evaluation, brute force). Returns true when the key is right.
   */
  check(problem: GeneratedProblem, seed: number): boolean;
  /**
   * The realism rule: which of the template's declared ranges the parameters drawn from `seed` leave (for example
   * 'score 203 is outside 0-100'). Empty when every declared value is in range; absent when none are declared.
   */
  outOfRange?(seed: number): string[];
}
