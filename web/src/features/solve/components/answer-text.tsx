// An answer as the student sees it: for a multiple-choice problem the choice's number and text, for an essay the
// LaTeX rendered with KaTeX.
import type { ProblemView } from '@mathbridge/contract';
import { MathLatex, MathText } from '../../problem/components/math-text';

export function AnswerText({ problem, answer }: { problem: ProblemView; answer: string }) {
  if (problem.type === 'multiple' && problem.choices && /^\d+$/.test(answer)) {
    const index = Number(answer);
    const choice = problem.choices[index];
    if (choice !== undefined) {
      return (
        <>
          {index + 1}. <MathText text={choice} fractions="display" />
        </>
      );
    }
  }
  return <MathLatex latex={answer} fractions="display" />;
}
