// The built-in tutor: answers without a language model, from the problem's own explanation steps and the grader's
// math reader. It is the default engine when no model is configured and the fallback when one fails. It climbs the
// hint ladder (nudge, hint, one worked step, then the whole solution), checks typed steps, solves linear and
// quadratic equations, simplifies expressions and checks an answer typed in the chat, in Korean or English.
import { evaluate, readTree, variablesOf, type MathNode } from '../../../content/grading/math-tree.js';
import { plainCharacters } from '../../../content/grading/read.js';
import { classifyMessage, refusal } from './classify.js';
import { withParticle } from './korean.js';
import { chatMath, readStatements, type Statement } from './read-message.js';
import { compareStatements, rightMove, simplifyExpression, solveEquation, type Worked } from './solve.js';

export { classifyMessage, refusal } from './classify.js';

export interface TutorProblem {
  stem: string;
  choices: string[] | null;
  answer: string;
  steps: string[];
  attempts: { answer: string; correct: boolean }[];
}
export interface TutorContext {
  language: 'ko' | 'en';
  problem: TutorProblem | null;
  hintLevel: number;
  history: { role: 'student' | 'tutor'; text: string }[];
}
export interface TutorReply {
  text: string;
  hintLevel: number;
}

type Language = TutorContext['language'];
const say = (language: Language, en: string, ko: string) => (language === 'ko' ? ko : en);
const m = (latex: string) => `$${latex}$`;
/** The top rung: one worked step given. */
const TOP = 3;

export function basicTutorReply(
  context: TutorContext,
  intent: 'message' | 'hint' | 'solution',
  text: string,
): TutorReply {
  let reply: TutorReply;
  try {
    reply = respond(context, intent, text);
  } catch {
    // The fallback engine must always answer: numbers too large for exact arithmetic end here.
    reply = { text: cannot(context), hintLevel: context.hintLevel };
  }
  if (context.history.some((message) => message.role === 'tutor')) return reply;
  return { ...reply, text: `${introduction(context)}\n\n${reply.text}` };
}

function introduction({ language, problem }: TutorContext): string {
  return problem
    ? say(
        language,
        "Hi, I'm the basic tutor. I can't understand everything you might ask, but I can give hints from this problem's explanation, check your steps, solve equations and simplify expressions.",
        '안녕하세요, 저는 기본 튜터예요. 모든 질문을 알아듣지는 못하지만, 이 문제의 풀이를 바탕으로 힌트를 주고, 풀이 단계를 확인하고, 방정식을 풀고, 식을 간단히 할 수 있어요.',
      )
    : say(
        language,
        "Hi, I'm the basic tutor. I can't understand everything you might ask, but I can check your steps, solve linear and quadratic equations and simplify expressions.",
        '안녕하세요, 저는 기본 튜터예요. 모든 질문을 알아듣지는 못하지만, 풀이 단계를 확인하고, 일차방정식과 이차방정식을 풀고, 식을 간단히 할 수 있어요.',
      );
}

const HINT_WORDS =
  /\bhints?\b|힌트|모르겠|막혔|막막|도와\s*줘|도와\s*주세요|\bstuck\b|don'?t know|no idea|help me|where (?:do|should) i start|how do i (?:start|solve)|어떻게\s*(?:풀|시작)/i;
const SOLUTION_WORDS =
  /\bsolution\b|show me the answer|tell me the answer|give me the answer|전체\s*풀이|풀이\s*(?:를\s*)?(?:보여|알려)|답\s*(?:을\s*)?(?:알려|보여)|정답\s*(?:을\s*)?(?:알려|보여)/i;
const SOLVE_WORDS = /\bsolve\b|\bfind [a-z]\b|풀어|해를\s*구|구해/i;
const SIMPLIFY_WORDS = /\bsimplify\b|\bexpand\b|\bcombine\b|간단히|정리|전개/i;
const ANSWER_WORDS =
  /\?|\banswer\b|\bis it\b|\bi got\b|\bi think\b|답|맞아|맞나|맞죠|인가요|일까요|나왔어요|아닌가요|것\s*같아요/i;
const GREETING = /^\s*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))\b|안녕|반가워|반갑습니다)/i;
const THANKS = /\bthanks?\b|thank you|고마워|고맙습니다|감사/i;

function respond(context: TutorContext, intent: 'message' | 'hint' | 'solution', text: string): TutorReply {
  const { language } = context;
  const keep = (reply: string): TutorReply => ({ text: reply, hintLevel: context.hintLevel });
  if (intent === 'hint') return climb(context);
  if (intent === 'solution') return solution(context);
  if (classifyMessage(text) !== 'math') return keep(refusal(language));
  const statements = readStatements(text) ?? [];
  if (statements.length === 0) {
    if (SOLUTION_WORDS.test(text)) return solution(context);
    if (HINT_WORDS.test(text)) return climb(context);
    if (GREETING.test(text)) return keep(greeting(context));
    if (THANKS.test(text)) {
      return keep(
        say(
          language,
          "You're welcome! Send me another step or question whenever you like.",
          '천만에요! 또 궁금한 게 있으면 언제든지 물어보세요.',
        ),
      );
    }
    return keep(cannot(context));
  }
  const first = statements[0] as Statement;
  if (SOLVE_WORDS.test(text) && first.kind === 'equation' && statements.length === 1) {
    return keep(solved(first, context) ?? cannot(context));
  }
  if (SIMPLIFY_WORDS.test(text) && first.kind === 'expression' && statements.length === 1) {
    return keep(simplified(first, context) ?? cannot(context));
  }
  if (statements.length >= 2) return keep(checked(statements, context));
  if (context.problem && (ANSWER_WORDS.test(text) || isAnswerShaped(first))) {
    const verdict = answerCheck(context.problem, first, text, context);
    if (verdict) return keep(verdict);
  }
  // A bare number has nothing to solve or simplify.
  if (first.kind === 'expression' && first.node.t === 'num') return keep(cannot(context));
  if (first.kind === 'equation' && variablesOf(first.lhs).size + variablesOf(first.rhs).size === 0) {
    // 5 × 3 = 15: a calculation to check.
    const [lhs = '', rhs = ''] = first.latex.split('=').map((side) => side.trim());
    const left: Statement = { kind: 'expression', node: first.lhs, latex: lhs };
    const link = compareStatements(left, { kind: 'expression', node: first.rhs, latex: rhs });
    const value = simplifyExpression(first.lhs, language)?.result;
    if (link !== 'different' || value === undefined)
      return keep(checked([left, { ...left, node: first.rhs, latex: rhs }], context));
    return keep(
      say(
        language,
        `Not quite: ${m(`${lhs} = ${value}`)}, not ${m(rhs)}.`,
        `아쉽지만 ${withParticle(m(`${lhs} = ${value}`), '이에요/예요')}. ${withParticle(m(rhs), '이/가')} 아니에요.`,
      ),
    );
  }
  if (first.kind === 'equation') {
    // 2(x+3) = 2x + 6 is a step to check, not an equation to solve: both sides are expressions in the unknown.
    const sides = [first.lhs, first.rhs].map((node) => variablesOf(node).size > 0);
    const link = compareStatements(
      { kind: 'expression', node: first.lhs, latex: first.latex.split('=')[0]?.trim() ?? '' },
      { kind: 'expression', node: first.rhs, latex: first.latex.split('=')[1]?.trim() ?? '' },
    );
    if (sides.every(Boolean) && link === 'same') return keep(allRight(1, language));
    return keep(solved(first, context) ?? cannot(context));
  }
  return keep(simplified(first, context) ?? cannot(context));
}

/** A lone number or x = number: what a student types as an answer. */
function isAnswerShaped(statement: Statement): boolean {
  if (statement.kind === 'expression') return variablesOf(statement.node).size === 0;
  return statement.lhs.t === 'sym' && variablesOf(statement.rhs).size === 0;
}

function numbered(worked: Worked): string {
  return [...worked.steps.map((step, index) => `${index + 1}. ${step}`), '', worked.result].join('\n').trim();
}

function solved(statement: Statement & { kind: 'equation' }, { language }: TutorContext): string | undefined {
  const worked = solveEquation(statement, language);
  if (!worked) return undefined;
  const equation = m(statement.latex);
  if (worked.steps.length === 0) {
    return say(
      language,
      `${equation} is already solved: there is nothing left to do.`,
      `${withParticle(equation, '은/는')} 이미 풀린 식이에요. 더 할 것이 없어요.`,
    );
  }
  return `${say(language, `Let's solve ${equation} step by step.`, `${withParticle(equation, '을/를')} 차근차근 풀어 볼게요.`)}\n\n${numbered(worked)}`;
}

function simplified(statement: Statement & { kind: 'expression' }, { language }: TutorContext): string | undefined {
  const worked = simplifyExpression(statement.node, language);
  if (!worked) return undefined;
  const expression = m(statement.latex);
  if (variablesOf(statement.node).size === 0) {
    const value = m(`${statement.latex} = ${worked.result}`);
    return say(language, `Let's work it out: ${value}.`, `계산하면 ${withParticle(value, '이에요/예요')}.`);
  }
  if (worked.steps.length === 0) {
    return say(
      language,
      `${expression} is already as simple as it gets: there are no brackets to expand and no like terms to combine.`,
      `${withParticle(expression, '은/는')} 이미 간단한 식이에요. 풀 괄호도, 모을 동류항도 없어요.`,
    );
  }
  return `${say(language, `Let's simplify ${expression}.`, `${withParticle(expression, '을/를')} 간단히 해 볼게요.`)}\n\n${numbered(worked)}`;
}

function allRight(count: number, language: Language): string {
  return count === 1
    ? say(language, "That's right. Nice work!", '맞아요. 잘했어요!')
    : say(language, `Every step is right (${count} steps checked). Nice work!`, `${count}단계 모두 맞아요. 잘했어요!`);
}

/** Each link of a chain of steps checked; the first wrong one named, with what the right move gives. */
function checked(statements: Statement[], context: TutorContext): string {
  const { language } = context;
  let unchecked = 0;
  for (let index = 1; index < statements.length; index++) {
    const [from, to] = [statements[index - 1] as Statement, statements[index] as Statement];
    const link = compareStatements(from, to);
    if (link === 'unknown') {
      unchecked++;
      continue;
    }
    if (link === 'same') continue;
    const [a, b] = [m(from.latex), m(to.latex)];
    const before = index > 1 ? say(language, 'The steps before that are right. ', '그 앞의 단계는 맞아요. ') : '';
    const move = rightMove(from, language);
    const opening = say(
      language,
      `From ${a} to ${b} is not right`,
      `${a}에서 ${withParticle(b, '으로/로')} 가는 단계가 틀렸어요`,
    );
    if (!move)
      return `${before}${opening}${say(language, '. Check that step again.', '. 그 단계를 다시 확인해 보세요.')}`;
    return language === 'ko' ? `${before}${opening}. ${move}` : `${before}${opening}: ${move}`;
  }
  if (unchecked === statements.length - 1) return cannot(context);
  const right = allRight(statements.length - 1 - unchecked, language);
  if (unchecked === 0) return right;
  return `${right} ${say(language, "I couldn't check every step, though: I compare equations with equations and expressions with expressions.", '다만 모든 단계를 확인하지는 못했어요. 방정식은 방정식끼리, 식은 식끼리만 비교할 수 있어요.')}`;
}

const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨'];
const SAMPLE_POINTS = [0.5371, 1.9183, -1.2467, 2.7341, -0.6683];

function unwrap(latex: string): string {
  return latex.replace(/^\s*(?:\\\(|\$)|(?:\\\)|\$)\s*$/g, '').trim();
}

function readValue(latex: string): MathNode | undefined {
  try {
    const node = readTree(plainCharacters(unwrap(latex)));
    // The key x = 4 is the value 4.
    if (node.t === 'rel' && node.parts.length === 2 && node.ops[0] === '=' && node.parts[0]?.t === 'sym') {
      return node.parts[1];
    }
    return node.t === 'rel' || node.t === 'list' ? undefined : node;
  } catch {
    return undefined;
  }
}

function sameValue(a: MathNode, b: MathNode): boolean {
  const names = [...new Set([...variablesOf(a), ...variablesOf(b)])].sort();
  return SAMPLE_POINTS.every((_, point) => {
    const env = Object.fromEntries(
      names.map((name, index) => [name, SAMPLE_POINTS[(index + point) % SAMPLE_POINTS.length] as number]),
    );
    const [x, y] = [evaluate(a, env), evaluate(b, env)];
    return Number.isFinite(x) && Number.isFinite(y) && Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y));
  });
}

/** The choice a student names: ③, 3번, choice 3, or the choice's own value. */
function pickedChoice(choices: string[], statement: Statement, text: string): number | undefined {
  const circled = CIRCLED.findIndex((mark) => text.includes(mark));
  if (circled >= 0) return circled;
  const named = /([1-9])\s*번|(?:choice|option)\s*([1-9])/i.exec(text);
  if (named) return Number(named[1] ?? named[2]) - 1;
  const given = statement.kind === 'expression' ? statement.node : readValue(statement.latex);
  if (!given) return undefined;
  const byValue = choices.findIndex((choice) => {
    const value = readValue(choice);
    return value !== undefined && sameValue(value, given);
  });
  if (byValue >= 0) return byValue;
  const number = evaluate(given);
  return Number.isInteger(number) && number >= 1 && number <= choices.length ? number - 1 : undefined;
}

/** The student's answer compared with the key; the key is never shown when the answer is not right. */
function answerCheck(
  problem: TutorProblem,
  statement: Statement,
  text: string,
  context: TutorContext,
): string | undefined {
  const { language } = context;
  let right: boolean;
  let shown: string;
  if (problem.choices) {
    const picked = pickedChoice(problem.choices, statement, text);
    if (picked === undefined || picked >= problem.choices.length) {
      const next = nextRung(context);
      return say(
        language,
        `${m(statement.latex)} isn't one of the answer choices. Check your work, or ask for help: ${next.en}`,
        `${withParticle(m(statement.latex), '은/는')} 보기에 없어요. 계산을 다시 확인하거나 힌트를 요청해 보세요. ${next.ko}`,
      );
    }
    right = picked === Number(problem.answer);
    shown = say(language, `choice ${picked + 1}`, `${picked + 1}번`);
  } else {
    const key = readValue(problem.answer);
    const given = statement.kind === 'expression' ? statement.node : readValue(statement.latex);
    if (!key || !given) return undefined;
    right = sameValue(given, key);
    shown = m(statement.latex);
  }
  if (right) {
    return say(
      language,
      `Yes, ${shown} is right. Nice work! If you'd like to see how the explanation does it, ask for the solution.`,
      `맞아요, ${withParticle(shown, '이/가')} 정답이에요. 잘했어요! 풀이 과정이 궁금하면 풀이를 요청해 보세요.`,
    );
  }
  const next = nextRung(context);
  return say(
    language,
    `Not quite: ${shown} isn't the answer. Don't give up! Ask for help: ${next.en}`,
    `아쉽지만 ${withParticle(shown, '은/는')} 답이 아니에요. 포기하지 말고 힌트를 요청해 보세요. ${next.ko}`,
  );
}

function nextRung({ hintLevel, problem, history }: TutorContext): { en: string; ko: string } {
  const steps = problem?.steps ?? [];
  if (hintLevel >= TOP && stepsShown(steps, history) >= steps.length - 1) {
    return {
      en: "you've seen every step but the last, so the full solution comes next.",
      ko: '마지막 단계만 남아서, 다음은 전체 풀이예요.',
    };
  }
  return [
    { en: 'a hint will start with a nudge on where to begin.', ko: '어디서 시작할지 귀띔부터 해 줄게요.' },
    {
      en: 'the next hint gives the idea of the first step.',
      ko: '다음 힌트에서는 첫 단계를 어떻게 시작하는지 알려 줄게요.',
    },
    { en: 'the next hint works out the first step with you.', ko: '다음 힌트에서는 첫 단계를 같이 풀어 볼게요.' },
    { en: 'the next hint shows the next step.', ko: '다음 힌트에서는 다음 단계를 보여 줄게요.' },
  ][Math.min(hintLevel, TOP)] as { en: string; ko: string };
}

function greeting({ language, history }: TutorContext): string {
  const hello = history.some((message) => message.role === 'tutor') ? say(language, 'Hi! ', '안녕하세요! ') : '';
  return (
    hello +
    say(
      language,
      'Send me a step to check (like 2x = 8 so x = 4), an equation to solve (like solve 3x + 5 = 20), or ask for a hint.',
      '확인할 풀이 단계(예: 2x = 8 이므로 x = 4)나 풀고 싶은 방정식(예: 3x + 5 = 20 풀어 줘)을 보내 주세요. 힌트를 요청해도 좋아요.',
    )
  );
}

function cannot({ language, problem }: TutorContext): string {
  return problem
    ? say(
        language,
        "Sorry, that's something the basic tutor can't answer. I can walk you through this problem's explanation, though: ask for a hint and I'll go one step at a time.",
        '미안하지만 그 질문은 기본 튜터가 답하기 어려워요. 대신 이 문제의 풀이를 한 단계씩 보여 줄 수 있어요. 힌트를 요청해 보세요.',
      )
    : say(
        language,
        "Sorry, that's something the basic tutor can't answer. I can check your steps, solve a linear or quadratic equation, or simplify an expression. To get hints on a problem, open it and tap Ask the tutor.",
        '미안하지만 그 질문은 기본 튜터가 답하기 어려워요. 풀이 단계 확인, 일차방정식과 이차방정식 풀기, 식 간단히 하기는 할 수 있어요. 문제에 대한 힌트를 받으려면 문제를 열고 튜터에게 물어보기를 눌러 주세요.',
      );
}

function noProblem({ language }: TutorContext): string {
  return say(
    language,
    "There's no problem open in this chat, so I have no explanation to hint from. Open a problem and tap Ask the tutor, or type an equation and I'll solve it step by step.",
    '이 대화에는 열린 문제가 없어서 힌트를 줄 풀이가 없어요. 문제를 열고 튜터에게 물어보기를 누르거나, 방정식을 입력하면 한 단계씩 풀어 줄게요.',
  );
}

/** The question itself: the stem's last sentence, when it is short enough to quote. */
function question(stem: string): string | undefined {
  const whole = chatMath(stem).replace(/\s+/g, ' ').trim();
  if (whole.length <= 160) return whole;
  const last = splitSteps(whole).at(-1);
  return last && last.length <= 160 ? last : undefined;
}

/** A step with the results of its equations hidden: $2x = 8$ becomes $2x = \square$. */
function masked(step: string): string {
  const text = chatMath(step);
  const segments = [...text.matchAll(/\$([^$]+)\$/g)];
  const lastEquation = segments.filter((segment) => segment[1]?.includes('=')).at(-1)?.index;
  return text.replace(/\$([^$]+)\$/g, (whole, inner: string, at: number) => {
    const equals = inner.lastIndexOf('=');
    if (equals < 0) return whole;
    const left = inner.slice(0, equals).trimEnd();
    // A given (○ = 1) stays; a computation (1×9+7 = 16) and the step's last equation are what the student works out.
    const computed = /[\d+\-*/^]|\\(?:times|div|frac|cdot|sqrt)/.test(left);
    return computed || at === lastEquation ? `$${left} = \\square$` : whole;
  });
}

/** How many of the explanation's steps the tutor has already written out in this conversation. */
function stepsShown(steps: string[], history: TutorContext['history']): number {
  let shown = 0;
  steps.forEach((step, index) => {
    if (history.some((message) => message.role === 'tutor' && message.text.includes(chatMath(step)))) shown = index + 1;
  });
  return shown;
}

/** One rung up the hint ladder: a nudge, a hint, one worked step; at the top, the next worked step (never the last). */
function climb(context: TutorContext): TutorReply {
  const { language, problem, hintLevel } = context;
  if (!problem) return { text: noProblem(context), hintLevel };
  const steps = problem.steps;
  const level = Math.min(Math.max(hintLevel, 0), TOP);
  if (level === 0 || steps.length === 0) {
    const quoted = question(problem.stem);
    const ask = quoted
      ? say(language, `Read the question again: “${quoted}” `, `문제가 무엇을 묻는지 다시 읽어 봐요: “${quoted}” `)
      : say(language, 'Start with what the question asks. ', '먼저 문제가 무엇을 묻는지 살펴봐요. ');
    const think = say(
      language,
      'What do you need to find, and which facts in the problem help you find it? Write down what you know first.',
      '구해야 하는 것이 무엇인지, 문제에 주어진 조건 중 무엇을 쓸 수 있는지 먼저 적어 보세요.',
    );
    const choices = problem.choices
      ? say(language, ' Then check which answer choice fits.', ' 그다음 어느 보기가 맞는지 확인해 보세요.')
      : '';
    const none =
      steps.length === 0 && level > 0
        ? say(
            language,
            "This problem has no explanation steps I can use, so that's the best hint I have.",
            '이 문제에는 제가 쓸 수 있는 풀이 단계가 없어서 이게 드릴 수 있는 힌트예요.',
          )
        : '';
    return { text: [ask + think + choices, none].filter(Boolean).join('\n\n'), hintLevel: Math.max(level, 1) };
  }
  if (level === 1) {
    const hint = masked(steps[0] as string);
    const blank = hint.includes('\\square');
    return {
      text: say(
        language,
        `Here's a hint for the first step: ${hint}${blank ? '\n\nFill in the box yourself.' : '\n\nTry it yourself.'}`,
        `첫 단계의 힌트예요: ${hint}${blank ? '\n\n네모 칸은 직접 채워 보세요.' : '\n\n직접 해 보세요.'}`,
      ),
      hintLevel: 2,
    };
  }
  // A first step with nothing to hide was shown whole as the hint: the worked step is then the next one.
  const hintShowedAll = masked(steps[0] as string) === chatMath(steps[0] as string);
  const shown = level === 2 && !hintShowedAll ? 0 : Math.max(stepsShown(steps, context.history), level === 2 ? 1 : 0);
  // The last step gives the answer: it comes only with the whole solution.
  if (steps.length === 1 || shown >= steps.length - 1) {
    if (level === 2) {
      return {
        text: say(
          language,
          `Here's the step worked out, all but its result: ${masked(steps[0] as string)}\n\nFinish it yourself, or ask for the solution.`,
          `결과만 빼고 풀어 볼게요: ${masked(steps[0] as string)}\n\n마지막은 직접 해 보고, 그래도 어려우면 풀이를 요청하세요.`,
        ),
        hintLevel: TOP,
      };
    }
    return {
      text: say(
        language,
        "I've shown every step except the last one, which gives the answer. Try finishing it yourself; if you're still stuck, ask for the solution.",
        '답이 나오는 마지막 단계만 빼고 모든 단계를 보여 줬어요. 마지막 단계는 직접 해 보고, 그래도 막히면 풀이를 요청하세요.',
      ),
      hintLevel: TOP,
    };
  }
  const step = chatMath(steps[shown] as string);
  return {
    text: say(
      language,
      `Here's step ${shown + 1} worked out: ${step}\n\nNow try the next step yourself.`,
      `${shown + 1}단계를 풀어 볼게요: ${step}\n\n다음 단계는 직접 해 보세요.`,
    ),
    hintLevel: TOP,
  };
}

function answerText(problem: TutorProblem, language: Language): string {
  if (problem.choices) {
    const index = Number(problem.answer);
    const choice = problem.choices[index] ?? '';
    const shown = /\\\(|\$/.test(choice) ? chatMath(choice) : /[\\^_=]|\d/.test(choice) ? m(choice) : choice;
    return say(language, `choice ${index + 1} (${shown})`, `${CIRCLED[index] ?? index + 1} ${shown}`);
  }
  return /\\\(|\$/.test(problem.answer) ? chatMath(problem.answer) : m(problem.answer);
}

/** The whole solution at the top of the ladder; before that, one rung more and a word on when it comes. */
function solution(context: TutorContext): TutorReply {
  const { language, problem } = context;
  if (!problem) return { text: noProblem(context), hintLevel: context.hintLevel };
  if (context.hintLevel < TOP) {
    const rung = climb(context);
    const later = say(
      language,
      "You'll get the full solution after you try with this hint.",
      '이 힌트로 먼저 풀어 보면, 그다음에 전체 풀이를 보여 줄게요.',
    );
    return { text: `${rung.text}\n\n${later}`, hintLevel: rung.hintLevel };
  }
  const steps = problem.steps.map((step, index) => `${index + 1}. ${chatMath(step)}`).join('\n');
  const answer = answerText(problem, language);
  return {
    text: say(
      language,
      `Here's the full solution:\n\n${steps}\n\nThe answer is ${answer}.`,
      `전체 풀이예요.\n\n${steps}\n\n답은 ${withParticle(answer, '이에요/예요')}.`,
    ),
    hintLevel: TOP,
  };
}

/**
 * An explanation written as one text cut into its steps: one per line, or per sentence when it is one paragraph;
 * list markers (1., ①, Step 1:, 1단계:) dropped. Math between $…$ or \( … \) is never cut.
 */
export function splitSteps(explanation: string): string[] {
  const marker = /^\s*(?:\d+[.)]|[①-⑨]|step\s*\d+\s*[:.]|\d+\s*단계\s*[:.]?|[-•*])\s*/i;
  const lines = explanation
    .split(/\r?\n+/)
    .map((line) => line.replace(marker, '').trim())
    .filter(Boolean);
  if (lines.length !== 1) return lines;
  const pieces: string[] = [];
  let current = '';
  let inMath = false;
  const text = lines[0] as string;
  for (let index = 0; index < text.length; index++) {
    const c = text[index] as string;
    current += c;
    if (c === '$' || (c === '\\' && (text[index + 1] === '(' || text[index + 1] === ')'))) {
      inMath = c === '$' ? !inMath : text[index + 1] === '(';
    }
    if (!inMath && /[.?!]/.test(c) && /\s/.test(text[index + 1] ?? ' ')) {
      pieces.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.filter(Boolean);
}
