// Offline evaluation of the recommendation policy on simulated students (the model's simulator): each student
// practises in daily sets of ten chosen by a policy, the learning model follows their answers as it does in the
// api, and the mastery they truly reach is read from the simulator's hidden state after 50, 100 and 200 problems.
//
// Policies compared, on the same students with the same chance draws:
// - policy: this module's planUnits + assemble, with spaced review on the student's calendar;
// - random: problems drawn at random from the student's grade;
// - today: the TODAY selection the api had before (wrong answers at least 12 hours old, then the problems nearest a
//   70% chance from the three weakest practised units, else the units practised last, else the grade's start).
import { addDays } from '../analytics/calendar.js';
import { createRng, type Rng } from '../../content/lib/random.js';
import { newStudentState, predict, update } from '../../model/model.js';
import { refitItems, type FittedItems } from '../../model/fit.js';
import {
  buildCurriculum,
  DAY,
  SimLearner,
  simulate,
  START,
  type SimItem,
  type SimSkill,
} from '../../model/simulate.js';
import type { ItemState, StudentState } from '../../model/types.js';
import {
  assemble,
  makeWhy,
  planUnits,
  type Candidate,
  type CourseGraph,
  type DueProblem,
  type UnitFacts,
} from './policy.js';
import { reviewState, type DayAnswer } from './review.js';

export const POLICIES = ['policy', 'random', 'today'] as const;
export type PolicyName = (typeof POLICIES)[number];
export const CHECKPOINTS = [50, 100, 200] as const;
const SET_SIZE = 10;
/** A typical problem of a skill answered right this often counts as mastered (the simulator's truth, not the model's). */
const TRUE_MASTERY = 0.8;
const FIRST_DAY = '2026-01-01';
/** Students whose simulated answers the item difficulties are fitted from. */
const TRAINING_STUDENTS = 500;

export interface CheckpointResult {
  problems: number;
  /** Mean over students of the grade's skills truly mastered. */
  gradeMastered: number;
  /** Mean over students of the skills truly mastered beyond those known at the start, anywhere in the course. */
  gained: number;
  /** Mean true chance on a typical problem of the grade's skills. */
  gradeChance: number;
}

export interface ComparisonResult {
  students: number;
  seed: number;
  /** Skills in a student's grade. */
  gradeSkills: number;
  policies: Record<PolicyName, CheckpointResult[]>;
}

interface World {
  skills: SimSkill[];
  /** Item difficulties on the model's scale, fitted from a simulated log of other students (as model:fit does). */
  fitted: FittedItems;
  course: CourseGraph;
  itemById: Map<string, { item: SimItem; skill: SimSkill }>;
}

function buildWorld(seed: number): World {
  // simulate() builds the same curriculum from the same seed, so its students' answers fit these items.
  const skills = buildCurriculum(createRng(seed), 6, 7);
  const fitted = refitItems(simulate({ students: TRAINING_STUDENTS, seed }));
  const byId = new Map(skills.map((skill, index) => [skill.id, { skill, index }]));
  const order = skills.map((skill) => skill.id);
  const dependants = new Map(
    skills.map((skill, index) => [
      skill.id,
      skills.filter((other) => other.prerequisites.includes(index)).map((other) => other.id),
    ]),
  );
  const course: CourseGraph = {
    prerequisites: (id) => {
      const found = byId.get(id);
      return found ? found.skill.prerequisites.map((p) => (skills[p] as SimSkill).id) : [];
    },
    next: (id) => {
      const index = byId.get(id)?.index ?? -1;
      return [...new Set([...(dependants.get(id) ?? []), ...order.slice(index + 1)])];
    },
    hasProblems: (id) => byId.has(id),
  };
  const itemById = new Map(skills.flatMap((skill) => skill.items.map((item) => [item.id, { item, skill }] as const)));
  return { skills, fitted, course, itemById };
}

/** One student working through sets under one policy; the model's view and the log the policies read. */
class Run {
  model: StudentState = newStudentState();
  now: number;
  day = 0;
  readonly log: { itemId: string; skillId: string; day: number; correct: boolean; at: number }[] = [];

  constructor(
    readonly world: World,
    readonly learner: SimLearner,
    private readonly rng: Rng,
    start: number,
  ) {
    this.now = start;
  }

  itemState(item: SimItem): ItemState {
    const skillIds = item.skills.map((s) => (this.world.skills[s] as SimSkill).id);
    const params = this.world.fitted.items.get(item.id);
    return {
      id: item.id,
      skillIds,
      difficulty: params?.difficulty ?? this.world.fitted.prior(skillIds),
      n: params?.n ?? 0,
    };
  }

  answer(item: SimItem): void {
    const p = this.learner.chance(item, this.now);
    const correct = this.rng.next() < p;
    this.learner.learn(item, correct, this.now);
    this.model = update(this.model, this.itemState(item), correct, this.now).student;
    const skill = this.world.skills[item.skills[0] as number] as SimSkill;
    this.log.push({ itemId: item.id, skillId: skill.id, day: this.day, correct, at: this.now });
    this.now += 60;
  }

  /** The next study day: a day later, at a time of day of its own. */
  nextDay(): void {
    this.day += 1;
    this.now = START + this.day * DAY + Math.floor(this.rng.next() * 12 * 3600);
  }
}

type Chooser = (run: Run, world: World, grade: readonly SimSkill[], rng: Rng) => SimItem[];

function unitFacts(run: Run): Map<string, UnitFacts> {
  const facts = new Map<string, UnitFacts>();
  for (const [skillId, state] of Object.entries(run.model.skills)) {
    facts.set(skillId, {
      mastery: typicalChance(run, skillId),
      attempts: state.attempts,
      missed: 0,
      of: 0,
    });
  }
  for (const entry of run.log) {
    if (entry.day < run.day - 6) continue;
    const f = facts.get(entry.skillId);
    if (f) {
      f.of += 1;
      if (!entry.correct) f.missed += 1;
    }
  }
  return facts;
}

/** The model's chance on a problem of the skill's mean difficulty, as the api reads a unit's mastery. */
function typicalChance(run: Run, skillId: string): number {
  const skill = run.world.skills.find((s) => s.id === skillId);
  if (!skill) return 0;
  const d = skill.items.reduce((sum, item) => sum + run.itemState(item).difficulty, 0) / skill.items.length;
  return predict(run.model, { id: '', skillIds: [skillId], difficulty: d, n: 50 }, run.now);
}

function recentSkills(run: Run, limit: number): string[] {
  const recent: string[] = [];
  for (let i = run.log.length - 1; i >= 0 && recent.length < limit; i--) {
    const id = (run.log[i] as { skillId: string }).skillId;
    if (!recent.includes(id)) recent.push(id);
  }
  return recent;
}

function candidatesOf(run: Run, world: World, skillId: string): Candidate[] {
  const seen = new Set(run.log.map((entry) => entry.itemId));
  const skill = world.skills.find((s) => s.id === skillId);
  return (skill?.items ?? []).map((item) => ({
    id: item.id,
    unitId: skillId,
    templateId: item.id,
    predicted: predict(run.model, run.itemState(item), run.now),
    seen: seen.has(item.id),
  }));
}

function itemsOf(world: World, ids: readonly string[]): SimItem[] {
  return ids.flatMap((id) => world.itemById.get(id)?.item ?? []);
}

const chooseByPolicy: Chooser = (run, world, grade) => {
  const today = addDays(FIRST_DAY, run.day);
  const byItem = new Map<string, DayAnswer[]>();
  for (const entry of run.log) {
    const list = byItem.get(entry.itemId) ?? [];
    list.push({ day: addDays(FIRST_DAY, entry.day), correct: entry.correct });
    byItem.set(entry.itemId, list);
  }
  const reviews: DueProblem[] = [];
  for (const [itemId, answers] of byItem) {
    const state = reviewState(answers, today);
    const found = world.itemById.get(itemId);
    if (state?.due && found) {
      reviews.push({
        id: itemId,
        unitId: found.skill.id,
        templateId: itemId,
        why: makeWhy('review', { unitId: found.skill.id, daysAgo: state.daysAgo }),
      });
    }
  }
  const facts = unitFacts(run);
  const plan = planUnits({
    facts,
    course: world.course,
    recentUnits: recentSkills(run, 3),
    start: { unitIds: grade.slice(0, 3).map((s) => s.id), key: 'gradeStart' },
    grade: grade.map((s) => s.id),
    interests: [],
    bookmarks: [],
  });
  const candidates = new Map(plan.map((pick) => [pick.unitId, candidatesOf(run, world, pick.unitId)]));
  const set = assemble({ count: SET_SIZE, reviews, afterHelp: [], plan, candidates });
  return itemsOf(
    world,
    set.map((item) => item.id),
  );
};

const chooseAtRandom: Chooser = (_run, _world, grade, rng) => {
  const pool = grade.flatMap((skill) => skill.items);
  return rng.shuffle(pool).slice(0, SET_SIZE);
};

/** The api's TODAY before the policy, step for step. */
const chooseLikeOldToday: Chooser = (run, world, grade) => {
  const latest = new Map<string, { correct: boolean; at: number }>();
  for (const entry of run.log) latest.set(entry.itemId, entry);
  const due = [...latest]
    .filter(([, last]) => !last.correct && last.at <= run.now - 12 * 3600)
    .sort((a, b) => b[1].at - a[1].at)
    .map(([id]) => id)
    .slice(0, SET_SIZE);
  const facts = unitFacts(run);
  let weak = [...facts]
    .filter(([, f]) => f.mastery < 0.7)
    .sort((a, b) => a[1].mastery - b[1].mastery)
    .map(([id]) => id)
    .slice(0, 3);
  if (weak.length === 0) weak = recentSkills(run, 3);
  if (weak.length === 0) weak = grade.slice(0, 3).map((s) => s.id);
  const fresh = weak
    .flatMap((id) => candidatesOf(run, world, id))
    .filter((c) => !due.includes(c.id))
    .sort((a, b) => Number(a.seen) - Number(b.seen) || Math.abs(a.predicted - 0.7) - Math.abs(b.predicted - 0.7))
    .slice(0, SET_SIZE - due.length)
    .map((c) => c.id);
  return itemsOf(world, [...due, ...fresh]);
};

const CHOOSERS: Record<PolicyName, Chooser> = {
  policy: chooseByPolicy,
  random: chooseAtRandom,
  today: chooseLikeOldToday,
};

/** A student's grade: the three skills of every strand from where their knowledge ends, in course order. */
function gradeOf(world: World, learner: SimLearner): SimSkill[] {
  return world.skills
    .filter((skill) => skill.position >= learner.head && skill.position < learner.head + 3)
    .sort((a, b) => a.position - b.position || world.skills.indexOf(a) - world.skills.indexOf(b));
}

/** Skills the student truly masters now, leaving out those known from the start. */
function masteredSkills(run: Run, world: World): Set<number> {
  const mastered = new Set<number>();
  world.skills.forEach((_, i) => {
    if (!run.learner.known.has(i) && run.learner.skillChance(i, run.now) >= TRUE_MASTERY) mastered.add(i);
  });
  return mastered;
}

function measure(run: Run, world: World, grade: readonly SimSkill[], before: ReadonlySet<number>) {
  const chances = grade.map((skill) => run.learner.skillChance(world.skills.indexOf(skill), run.now));
  return {
    gradeMastered: chances.filter((c) => c >= TRUE_MASTERY).length,
    gained: [...masteredSkills(run, world)].filter((i) => !before.has(i)).length,
    gradeChance: chances.reduce((sum, c) => sum + c, 0) / Math.max(chances.length, 1),
  };
}

export function compare(options: { students: number; seed: number }): ComparisonResult {
  const world = buildWorld(options.seed);
  const last = CHECKPOINTS[CHECKPOINTS.length - 1] as number;
  const totals = Object.fromEntries(
    POLICIES.map((name) => [name, CHECKPOINTS.map(() => ({ gradeMastered: 0, gained: 0, gradeChance: 0 }))]),
  ) as Record<PolicyName, { gradeMastered: number; gained: number; gradeChance: number }[]>;
  let gradeSkills = 0;
  for (let u = 0; u < options.students; u++) {
    const studentSeed = (options.seed * 1_000_003 + u * 7919) >>> 0;
    for (const name of POLICIES) {
      // Every policy meets the same student and the same sequence of chance draws.
      const learner = new SimLearner(createRng(studentSeed), world.skills);
      const rng = createRng(studentSeed ^ 0x5bd1e995);
      const run = new Run(world, learner, rng, START);
      const grade = gradeOf(world, learner);
      gradeSkills = grade.length;
      const before = masteredSkills(run, world);
      let answered = 0;
      let checkpoint = 0;
      while (answered < last) {
        const set = CHOOSERS[name](run, world, grade, rng);
        if (set.length === 0) break;
        for (const item of set) {
          if (answered >= last) break;
          run.answer(item);
          answered += 1;
          if (answered === CHECKPOINTS[checkpoint]) {
            const m = measure(run, world, grade, before);
            const slot = totals[name][checkpoint] as { gradeMastered: number; gained: number; gradeChance: number };
            slot.gradeMastered += m.gradeMastered;
            slot.gained += m.gained;
            slot.gradeChance += m.gradeChance;
            checkpoint += 1;
          }
        }
        run.nextDay();
      }
    }
  }
  const n = Math.max(options.students, 1);
  const round = (x: number) => Math.round(x * 100) / 100;
  const policies = Object.fromEntries(
    POLICIES.map((name) => [
      name,
      CHECKPOINTS.map((problems, i) => {
        const t = totals[name][i] as { gradeMastered: number; gained: number; gradeChance: number };
        return {
          problems,
          gradeMastered: round(t.gradeMastered / n),
          gained: round(t.gained / n),
          gradeChance: round(t.gradeChance / n),
        };
      }),
    ]),
  ) as Record<PolicyName, CheckpointResult[]>;
  return { students: options.students, seed: options.seed, gradeSkills, policies };
}

/** The comparison as a Markdown table: each measure at each checkpoint, the three policies side by side. */
export function formatTable(result: ComparisonResult): string {
  const measures: [string, (c: CheckpointResult) => string][] = [
    [`grade skills mastered (of ${result.gradeSkills})`, (c) => c.gradeMastered.toFixed(2)],
    ['skills newly mastered, whole course', (c) => c.gained.toFixed(2)],
    ['mean chance on the grade', (c) => c.gradeChance.toFixed(2)],
  ];
  const lines = [
    `| problems | measure | ${POLICIES.join(' | ')} |`,
    `|---:|---|${POLICIES.map(() => '---:|').join('')}`,
  ];
  CHECKPOINTS.forEach((problems, i) => {
    for (const [label, read] of measures) {
      const cells = POLICIES.map((name) => read(result.policies[name][i] as CheckpointResult));
      lines.push(`| ${problems} | ${label} | ${cells.join(' | ')} |`);
    }
  });
  return lines.join('\n');
}
