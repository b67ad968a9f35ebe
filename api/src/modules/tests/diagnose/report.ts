// The diagnostic's report, built from exactly the answers given: per unit its mastery, band, status and evidence with
// a sentence a 12-year-old understands (ko and en), the gaps with the chain of failing prerequisites down to the root
// gap, and a study plan (root gaps first, then the gaps built on them, then the units still being learned).
//
// A root gap is a gap none of whose prerequisites was found to be a gap (they were mastered, undecided or not
// asked): as far as the answers show, it is where the trouble starts.
import { withJosa } from '../../../content/kit/korean.js';
import type { Localized } from '../../../content/lib/types.js';
import type { Diagnostic } from './select.js';
import { diagnosticProgress } from './select.js';
import type { DiagnosticAnswer, UnitStatus } from './types.js';

export interface UnitReport {
  unitId: string;
  name: Localized;
  mastery: number;
  low: number;
  high: number;
  status: UnitStatus;
  answered: number;
  correct: number;
  /** The answers on this unit, in the order given. */
  evidence: { problemId: string; correct: boolean }[];
  /** Chosen by the student, or brought in as a prerequisite of a failing unit. */
  chosen: boolean;
  sentence: Localized;
}

export interface GapReport {
  unitId: string;
  /** This unit, then a failing prerequisite, its failing prerequisite, … down to a root gap (the last). */
  chain: string[];
  root: boolean;
  sentence: Localized;
}

export interface StudyStep {
  step: number;
  /** The unit whose practice the step opens. */
  unitId: string;
  reason: 'ROOT_GAP' | 'GAP' | 'LEARNING';
  sentence: Localized;
}

export interface DiagnosticReport {
  answered: number;
  correct: number;
  /** Units with at least one answer, in course order. */
  units: UnitReport[];
  /** Chosen units no answer reached (a test stopped early, or a unit without problems). */
  untested: string[];
  /** Gaps in course order. */
  gaps: GapReport[];
  rootGaps: string[];
  plan: StudyStep[];
}

function countSentence(name: Localized, correct: number, answered: number): Localized {
  const en = `You got ${correct} of ${answered} right on ${name.en}.`;
  if (correct === 0) return { ko: `${name.ko} ${answered}문제 중 맞힌 문제가 없어요.`, en };
  if (correct === answered) return { ko: `${name.ko} ${answered}문제를 모두 맞혔어요.`, en };
  return { ko: `${name.ko} ${answered}문제 중 ${correct}문제를 맞혔어요.`, en };
}

function statusSentence(name: Localized, status: UnitStatus): Localized {
  switch (status) {
    case 'MASTERED':
      return { ko: `${withJosa(name.ko, '은/는')} 잘 알고 있어요.`, en: `You know ${name.en} well.` };
    case 'LEARNING':
      return {
        ko: `${withJosa(name.ko, '은/는')} 아직 확실하지 않아요. 조금 더 풀어 봐요.`,
        en: `We are not sure about ${name.en} yet. Try a few more.`,
      };
    case 'GAP':
      return { ko: `${withJosa(name.ko, '을/를')} 다시 공부해 봐요.`, en: `Let's go over ${name.en} again.` };
  }
}

const join = (a: Localized, b: Localized): Localized => ({ ko: `${a.ko} ${b.ko}`, en: `${a.en} ${b.en}` });

export function buildReport(diagnostic: Diagnostic, answers: readonly DiagnosticAnswer[]): DiagnosticReport {
  const progress = diagnosticProgress(diagnostic, answers);
  const unitOf = (unitId: string) => diagnostic.units.get(unitId);
  const nameOf = (unitId: string): Localized => unitOf(unitId)?.name ?? { ko: unitId, en: unitId };
  const order = (unitId: string) => unitOf(unitId)?.order ?? Number.MAX_SAFE_INTEGER;
  const byOrder = (a: string, b: string) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0);
  const chosen = new Set(diagnostic.chosen);

  const units: UnitReport[] = [...progress.evidence.keys()].sort(byOrder).map((unitId) => {
    const estimate = progress.estimates.get(unitId);
    const evidence = progress.evidence.get(unitId) ?? [];
    if (!estimate) throw new Error(`no estimate for answered unit ${unitId}`);
    const name = nameOf(unitId);
    return {
      unitId,
      name,
      mastery: estimate.mastery,
      low: estimate.low,
      high: estimate.high,
      status: estimate.status,
      answered: estimate.answered,
      correct: estimate.correct,
      evidence: evidence.map((answer) => ({ problemId: answer.problem.id, correct: answer.correct })),
      chosen: chosen.has(unitId),
      sentence: join(countSentence(name, estimate.correct, estimate.answered), statusSentence(name, estimate.status)),
    };
  });

  const isGap = (unitId: string) => progress.estimates.get(unitId)?.status === 'GAP';
  const gapPrerequisites = (unitId: string) => (unitOf(unitId)?.prerequisites ?? []).filter(isGap).sort(byOrder);
  const gapIds = units.filter((unit) => unit.status === 'GAP').map((unit) => unit.unitId);
  const chainOf = (unitId: string): string[] => {
    const chain = [unitId];
    const seen = new Set(chain);
    for (let next = gapPrerequisites(unitId)[0]; next !== undefined && !seen.has(next);) {
      chain.push(next);
      seen.add(next);
      next = gapPrerequisites(next)[0];
    }
    return chain;
  };
  const gaps: GapReport[] = gapIds.map((unitId) => {
    const chain = chainOf(unitId);
    const root = chain.length === 1;
    const name = nameOf(unitId);
    const rootName = nameOf(chain[chain.length - 1] as string);
    return {
      unitId,
      chain,
      root,
      sentence: root
        ? { ko: `${name.ko}부터 연습해요.`, en: `Start with ${name.en}.` }
        : {
            ko: `${withJosa(name.ko, '을/를')} 잘하려면 먼저 ${withJosa(rootName.ko, '을/를')} 익혀야 해요.`,
            en: `To get ${name.en} right, first learn ${rootName.en}.`,
          },
    };
  });
  const rootGaps = gaps.filter((gap) => gap.root).map((gap) => gap.unitId);

  // Prerequisites come earlier in the course map, so course order puts every gap after the gaps it builds on.
  const learning = units.filter((unit) => unit.status === 'LEARNING').map((unit) => unit.unitId);
  const planned: { unitId: string; reason: StudyStep['reason'] }[] = [
    ...rootGaps.map((unitId) => ({ unitId, reason: 'ROOT_GAP' as const })),
    ...gapIds.filter((id) => !rootGaps.includes(id)).map((unitId) => ({ unitId, reason: 'GAP' as const })),
    ...learning.map((unitId) => ({ unitId, reason: 'LEARNING' as const })),
  ];
  const plan = planned.map(({ unitId, reason }, index): StudyStep => {
    const name = nameOf(unitId);
    const sentence: Localized =
      reason === 'LEARNING'
        ? {
            ko: `${withJosa(name.ko, '을/를')} 몇 문제 더 풀어 마무리해요.`,
            en: `Finish ${name.en} with a few more problems.`,
          }
        : index === 0
          ? { ko: `${name.ko}부터 연습해요.`, en: `Start by practicing ${name.en}.` }
          : { ko: `그다음 ${withJosa(name.ko, '을/를')} 연습해요.`, en: `Then practice ${name.en}.` };
    return { step: index + 1, unitId, reason, sentence };
  });

  return {
    answered: answers.length,
    correct: answers.filter((answer) => answer.correct).length,
    units,
    untested: diagnostic.chosen.filter((unitId) => !progress.evidence.has(unitId)),
    gaps,
    rootGaps,
    plan,
  };
}
