// The recommendation policy: which units a student should work in next and which problems of them, each with the
// true reason. Pure: the service feeds it the model's estimates and the student's history, and the offline
// evaluation (recommend:simulate) feeds it simulated students, so both run the same decisions.
//
// - Problems are ranked by expected learning gain: unseen first, then those the model predicts right 60-85% of the
//   time, nearest 70% (hard enough to learn from, easy enough to succeed).
// - A unit whose prerequisite is a known gap is never pushed: the student is sent to the prerequisite instead.
// - Once a unit is mastered, the next unit by prerequisites follows, a unit whose prerequisites are all mastered first.
// - Spaced reviews and problems scheduled after help come first, then the student's own units, then one problem each
//   from courses of interest and bookmarked units; no template more than three times in a set.
import type { StudyWhy, StudyWhyKey } from '@mathbridge/contract';

/** The chance of a right answer recommendations aim at, and the band they keep to when the bank allows. */
export const TARGET_CHANCE = 0.7;
export const CHANCE_BAND = { low: 0.6, high: 0.85 } as const;
/** A unit is mastered when the model puts a typical problem of it at this chance, after enough answers. */
export const MASTERED = 0.75;
export const MASTERED_MIN_ANSWERS = 3;
/** A unit is a known gap when a typical problem of it is below this chance after enough answers. */
export const GAP = 0.5;
export const GAP_MIN_ANSWERS = 2;
/** Most problems of one template in a set. */
export const MAX_PER_TEMPLATE = 3;
/** Units the student practised lately that the policy keeps working in. */
export const FOCUS_UNITS = 3;
/** Units a set draws from at least, when the student's own units are fewer: practice spread over a few units. */
export const WORKING_UNITS = 5;

export interface UnitFacts {
  /** The model's chance of a right answer on a typical problem of the unit (its problems' mean difficulty). */
  mastery: number;
  /** Answers in the unit, ever (tests included: a gap a test found counts). */
  attempts: number;
  /** Wrong answers and answers in the unit over the last week. */
  missed: number;
  of: number;
}

export interface CourseGraph {
  prerequisites(unitId: string): readonly string[];
  /** Units to learn after this one: those building on it first, then the course order. */
  next(unitId: string): readonly string[];
  hasProblems(unitId: string): boolean;
}

export type UnitStatus = 'new' | 'open' | 'mastered' | 'gap';

export function unitStatus(facts: UnitFacts | undefined): UnitStatus {
  if (!facts || facts.attempts === 0) return 'new';
  if (facts.attempts >= MASTERED_MIN_ANSWERS && facts.mastery >= MASTERED) return 'mastered';
  if (facts.attempts >= GAP_MIN_ANSWERS && facts.mastery < GAP) return 'gap';
  return 'open';
}

export function makeWhy(key: StudyWhyKey, facts: Partial<Omit<StudyWhy, 'key'>> = {}): StudyWhy {
  return {
    key,
    unitId: facts.unitId ?? null,
    targetUnitId: facts.targetUnitId ?? null,
    missed: facts.missed ?? null,
    of: facts.of ?? null,
    daysAgo: facts.daysAgo ?? null,
    chance: facts.chance ?? null,
  };
}

/** Where the plan's units come from: the student's own work, a starting point, or what they chose to follow. */
export type UnitSource = 'focus' | 'start' | 'interest' | 'bookmark';

export interface UnitPick {
  unitId: string;
  /** Why this unit; null when only its problems can say (rightLevel, continueUnit). */
  why: StudyWhy | null;
  source: UnitSource;
}

export interface PlanInput {
  facts: ReadonlyMap<string, UnitFacts>;
  course: CourseGraph;
  /** Units the student practised lately, newest first. */
  recentUnits: readonly string[];
  /** Where a student without practice starts: the level test's units, else the signup grade's first units. */
  start: { unitIds: readonly string[]; key: 'levelTest' | 'gradeStart' | null } | null;
  /** The units of the student's grade in course order (empty when the grade is unknown). */
  grade: readonly string[];
  /** The units of each course of interest, in course order. */
  interests: readonly (readonly string[])[];
  bookmarks: readonly string[];
}

/** 'You missed {missed} of {of} on {unit} last week', when that is worth saying: a third or more wrong. */
export function missedWhy(unitId: string, facts: UnitFacts | undefined): StudyWhy | null {
  if (!facts || facts.of < 2 || facts.missed === 0 || facts.missed * 3 < facts.of) return null;
  return makeWhy('missedRecently', { unitId, missed: facts.missed, of: facts.of });
}

function allMastered(unitIds: readonly string[], facts: ReadonlyMap<string, UnitFacts>): boolean {
  return unitIds.every((id) => unitStatus(facts.get(id)) === 'mastered');
}

/** 'Ready: you have mastered its prerequisites', only for a unit that has some and all are mastered. */
export function readyWhy(unitId: string, input: Pick<PlanInput, 'facts' | 'course'>): StudyWhy | null {
  const prerequisites = input.course.prerequisites(unitId);
  if (prerequisites.length === 0 || !allMastered(prerequisites, input.facts)) return null;
  return makeWhy('ready', { unitId });
}

/**
 * The unit to work in instead of `pick` when a prerequisite of it, or of a prerequisite not yet mastered, is a known
 * gap: the deepest such gap, named with the unit that builds on it. The unit itself otherwise.
 */
export function route(
  pick: UnitPick,
  input: Pick<PlanInput, 'facts' | 'course'>,
  visited: Set<string> = new Set(),
): UnitPick {
  visited.add(pick.unitId);
  for (const prerequisite of input.course.prerequisites(pick.unitId)) {
    if (visited.has(prerequisite) || !input.course.hasProblems(prerequisite)) continue;
    const status = unitStatus(input.facts.get(prerequisite));
    if (status === 'mastered') continue;
    if (status === 'gap') {
      const why = makeWhy('prerequisiteFirst', { unitId: prerequisite, targetUnitId: pick.unitId });
      return route({ unitId: prerequisite, why, source: pick.source }, input, visited);
    }
    // Not mastered yet, but not known to be a gap: a gap further down still comes first.
    const below = route({ unitId: prerequisite, why: null, source: pick.source }, input, visited);
    if (below.unitId !== prerequisite) return below;
  }
  return pick;
}

/** The first unit after `unitId` that is not mastered and has problems, one with all prerequisites mastered first. */
export function nextUnit(
  unitId: string,
  input: Pick<PlanInput, 'facts' | 'course'> & { grade?: readonly string[] },
): string | null {
  const open = input.course
    .next(unitId)
    .filter((id) => input.course.hasProblems(id) && unitStatus(input.facts.get(id)) !== 'mastered')
    .slice(0, 12);
  const ready = (id: string) => allMastered(input.course.prerequisites(id), input.facts);
  const inGrade = (id: string) => !input.grade || input.grade.length === 0 || input.grade.includes(id);
  const order = [(id: string) => inGrade(id) && ready(id), inGrade, ready];
  for (const test of order) {
    const found = open.find(test);
    if (found) return found;
  }
  return open[0] ?? null;
}

/** Why to keep working in a unit the student has been practising. */
function focusWhy(unitId: string, facts: UnitFacts | undefined): StudyWhy | null {
  return missedWhy(unitId, facts) ?? (unitStatus(facts) === 'new' ? null : makeWhy('continueUnit', { unitId }));
}

/**
 * The units a set draws from, most urgent first: the units practised lately (or the next unit once one is
 * mastered), units missed often last week, else the starting point; then courses of interest and bookmarks. A unit
 * whose prerequisite is a gap is replaced by the prerequisite. Mastered units are left out.
 */
export function planUnits(input: PlanInput): UnitPick[] {
  const picks: UnitPick[] = [];
  const add = (pick: UnitPick) => {
    const routed = route(pick, input);
    if (unitStatus(input.facts.get(routed.unitId)) === 'mastered') return;
    if (!picks.some((p) => p.unitId === routed.unitId)) picks.push(routed);
  };
  for (const unitId of input.recentUnits.slice(0, FOCUS_UNITS)) {
    const facts = input.facts.get(unitId);
    if (unitStatus(facts) !== 'mastered') {
      add({ unitId, why: focusWhy(unitId, facts), source: 'focus' });
      continue;
    }
    const next = nextUnit(unitId, input);
    if (next) add({ unitId: next, why: readyWhy(next, input), source: 'focus' });
  }
  // Units missed often last week, the worst first, even when other units were practised since.
  const missed = [...input.facts]
    .flatMap(([unitId, facts]) => {
      const why = missedWhy(unitId, facts);
      return why && input.course.hasProblems(unitId) ? [{ unitId, why, share: facts.missed / facts.of }] : [];
    })
    .sort((a, b) => b.share - a.share)
    .slice(0, 1);
  for (const { unitId, why } of missed) add({ unitId, why, source: 'focus' });
  if (picks.length === 0 && input.start) {
    const { key } = input.start;
    for (const unitId of input.start.unitIds) {
      add({ unitId, why: key ? makeWhy(key, { unitId }) : null, source: 'start' });
    }
  }
  // Widen the work to a few units: the units after those mastered, then the grade's units not yet mastered. A new
  // student starts at the starting point alone.
  const started = input.recentUnits.length > 0 || input.facts.size > 0;
  const frontier = !started
    ? []
    : [
        ...[...input.facts.keys()]
          .filter((id) => unitStatus(input.facts.get(id)) === 'mastered')
          .flatMap((id) => nextUnit(id, input) ?? []),
        ...input.grade.filter((id) => input.course.hasProblems(id)),
      ];
  for (const unitId of frontier) {
    if (picks.length >= WORKING_UNITS) break;
    add({ unitId, why: readyWhy(unitId, input), source: 'focus' });
  }
  for (const units of input.interests) {
    const unitId = units.find((id) => input.course.hasProblems(id) && unitStatus(input.facts.get(id)) !== 'mastered');
    if (unitId) add({ unitId, why: makeWhy('interest', { unitId }), source: 'interest' });
  }
  for (const unitId of input.bookmarks) {
    if (input.course.hasProblems(unitId)) add({ unitId, why: makeWhy('bookmark', { unitId }), source: 'bookmark' });
  }
  return picks;
}

export interface Candidate {
  id: string;
  unitId: string;
  templateId: string;
  /** The model's chance of a right answer. */
  predicted: number;
  /** The student has answered it before. */
  seen: boolean;
}

/** A problem that comes back on its own schedule (a spaced review, or a similar problem after help). */
export interface DueProblem {
  id: string;
  unitId: string;
  templateId: string;
  why: StudyWhy;
}

export interface Recommended {
  id: string;
  unitId: string;
  templateId: string;
  why: StudyWhy;
}

export function inBand(p: number): boolean {
  return p >= CHANCE_BAND.low && p <= CHANCE_BAND.high;
}

/** Expected learning gain, as an order: unseen first, in the band first, nearest the target chance first. */
export function rankCandidates(candidates: readonly Candidate[], target = TARGET_CHANCE): Candidate[] {
  return [...candidates].sort(
    (a, b) =>
      Number(a.seen) - Number(b.seen) ||
      Number(inBand(b.predicted)) - Number(inBand(a.predicted)) ||
      Math.abs(a.predicted - target) - Math.abs(b.predicted - target),
  );
}

/** The why of a fresh problem: its unit's, else 'just right' when it is in the band, else 'keep going'. */
function freshWhy(pick: UnitPick, candidate: Candidate): StudyWhy {
  if (pick.why && pick.why.key !== 'continueUnit') return pick.why;
  if (inBand(candidate.predicted)) {
    return makeWhy('rightLevel', { unitId: pick.unitId, chance: Math.round(candidate.predicted * 100) / 100 });
  }
  return makeWhy('continueUnit', { unitId: pick.unitId });
}

export interface AssembleInput {
  count: number;
  reviews: readonly DueProblem[];
  afterHelp: readonly DueProblem[];
  plan: readonly UnitPick[];
  /** Fresh problems of each planned unit. */
  candidates: ReadonlyMap<string, readonly Candidate[]>;
}

/** Share of a set that spaced reviews and after-help problems may take; the rest moves the student on. */
const DUE_SHARE = 0.3;
/** Share of a set given to courses of interest and bookmarks (at least one problem when there are any). */
const SIDE_SHARE = 0.2;

/**
 * The set: problems due after help, then spaced reviews (together at most 40% while fresh problems last), then
 * fresh problems taken in turn from the planned units (interests and bookmarks one each, at most 20%), never more
 * than three of a template; leftovers fill the set when one kind runs short.
 */
export function assemble(input: AssembleInput): Recommended[] {
  const chosen: Recommended[] = [];
  const taken = new Set<string>();
  const perTemplate = new Map<string, number>();
  const fits = (p: { id: string; templateId: string }) =>
    !taken.has(p.id) && (perTemplate.get(p.templateId) ?? 0) < MAX_PER_TEMPLATE;
  const take = (item: Recommended) => {
    chosen.push(item);
    taken.add(item.id);
    perTemplate.set(item.templateId, (perTemplate.get(item.templateId) ?? 0) + 1);
  };
  const due = [...input.afterHelp, ...input.reviews];
  const dueCap = Math.max(1, Math.round(input.count * DUE_SHARE));
  for (const item of due) {
    if (chosen.length >= dueCap) break;
    if (fits(item)) take(item);
  }

  const queues = input.plan.map((pick) => ({
    pick,
    queue: rankCandidates(input.candidates.get(pick.unitId) ?? []),
  }));
  const sideCap = Math.max(1, Math.round(input.count * SIDE_SHARE));
  let side = 0;
  const given = new Map<UnitPick, number>();
  const draw = (limited: boolean) => {
    let progressed = true;
    while (chosen.length < input.count && progressed) {
      progressed = false;
      for (const { pick, queue } of queues) {
        if (chosen.length >= input.count) break;
        const isSide = pick.source === 'interest' || pick.source === 'bookmark';
        // While the student's own units have problems, a side unit gives one, and side units a fifth at most.
        if (limited && isSide && (side >= sideCap || (given.get(pick) ?? 0) > 0)) continue;
        const index = queue.findIndex(fits);
        if (index < 0) continue;
        const [candidate] = queue.splice(index, 1);
        if (!candidate) continue;
        take({
          id: candidate.id,
          unitId: candidate.unitId,
          templateId: candidate.templateId,
          why: freshWhy(pick, candidate),
        });
        if (isSide) side += 1;
        given.set(pick, (given.get(pick) ?? 0) + 1);
        progressed = true;
      }
    }
  };
  draw(true);
  draw(false);
  for (const item of due) {
    if (chosen.length >= input.count) break;
    if (fits(item)) take(item);
  }
  return chosen;
}
