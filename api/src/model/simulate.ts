// Simulated students: a known generative model that writes realistic response logs to tune and test models on.
//
// Skills form strands of prerequisite chains. Students have a general ability, a learning rate and a forgetting
// time; each skill's knowledge grows with practice (more after an error, when the explanation is read), part of the
// gain fades with time, and a skill starts higher when its prerequisites are known. Items have difficulties, one or
// two skills, and multiple-choice items can be guessed; anyone can slip. Students practise skills in prerequisite
// order until a mastery rule moves them on, review earlier skills now and then, and stop after an uneven number of
// sessions.
import { createRng, type Rng } from '../content/lib/random.js';
import type { LogRow } from './types.js';

export interface SimulationOptions {
  students: number;
  seed: number;
  /** Number of strands and skills per strand of the curriculum. */
  strands?: number;
  skillsPerStrand?: number;
  /** When given, receives the true P(correct) of each row, for the ceiling any model could reach. */
  probabilities?: number[];
}

export interface SimSkill {
  id: string;
  /** Place in its strand, from 0. */
  position: number;
  difficulty: number;
  prerequisites: number[];
  items: SimItem[];
}

export interface SimItem {
  id: string;
  skills: number[];
  difficulty: number;
  guess: number;
  slip: number;
}

/** A standard normal draw (Box-Muller). */
export function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

// The simulator's own plain logistic (not the model's overflow-safe one), so simulated logs stay as they were drawn.
function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function buildCurriculum(rng: Rng, strands: number, perStrand: number): SimSkill[] {
  const skills: SimSkill[] = [];
  for (let s = 0; s < strands; s++) {
    for (let k = 0; k < perStrand; k++) {
      const index = skills.length;
      const prerequisites = k > 0 ? [index - 1] : [];
      // Later strands lean on earlier ones now and then.
      if (s > 0 && rng.next() < 0.3) prerequisites.push(rng.int(0, s * perStrand - 1));
      skills.push({
        id: `s${s + 1}-${k + 1}`,
        position: k,
        difficulty: -0.8 + 0.25 * k + 0.15 * s + 0.3 * normal(rng),
        prerequisites,
        items: [],
      });
    }
  }
  for (const [index, skill] of skills.entries()) {
    const count = rng.int(12, 30);
    for (let i = 0; i < count; i++) {
      const multiple = rng.next() < 0.5;
      const itemSkills = [index];
      if (skill.prerequisites.length > 0 && rng.next() < 0.35) itemSkills.push(rng.pick(skill.prerequisites));
      skill.items.push({
        id: `${skill.id}.${i + 1}`,
        skills: itemSkills,
        difficulty: skill.difficulty + 0.8 * normal(rng),
        guess: multiple ? 0.2 : 0.02,
        slip: 0.02 + 0.08 * rng.next(),
      });
    }
  }
  return skills;
}

export const START = Date.UTC(2026, 0, 1) / 1000;
export const DAY = 86_400;

/** Generates the log of `students` students, grouped by student in answer order. */
export function simulate(options: SimulationOptions): LogRow[] {
  const rng = createRng(options.seed);
  const skills = buildCurriculum(rng, options.strands ?? 6, options.skillsPerStrand ?? 7);
  const rows: LogRow[] = [];
  for (let u = 0; u < options.students; u++) {
    simulateStudent(rng, skills, `u${String(u + 1).padStart(6, '0')}`, rows, options.probabilities);
  }
  return rows;
}

/**
 * One simulated student's hidden state: general ability, learning rate, forgetting time, per-skill aptitude and
 * knowledge. Exported so a practice policy can be run against it (recommend:simulate) with the same learning rules
 * the logs are written with.
 */
export class SimLearner {
  readonly general: number;
  private readonly learningRate: number;
  private readonly forgetDays: number;
  private readonly aptitude: number[];
  // Knowledge per skill: a lasting part and a part that fades; null until the skill is met.
  private readonly lasting: (number | null)[];
  private readonly fading: number[];
  private readonly lastSeen: number[];
  /** Skills known from the start: the first `head` of each strand. */
  readonly known = new Set<number>();
  /** How many skills of each strand the student knows from the start. */
  readonly head: number;

  constructor(
    rng: Rng,
    private readonly skills: readonly SimSkill[],
  ) {
    this.general = normal(rng);
    this.learningRate = 0.12 * Math.exp(0.5 * normal(rng));
    this.forgetDays = 20 * Math.exp(0.6 * normal(rng));
    this.aptitude = skills.map(() => this.general + 0.6 * normal(rng));
    this.lasting = skills.map(() => null);
    this.fading = skills.map(() => 0);
    this.lastSeen = skills.map(() => 0);
    // Stronger students start further along: the first skills of each strand are already known.
    this.head = Math.max(0, Math.min(3, Math.round(this.general + normal(rng) * 0.5)));
    for (const [index, skill] of skills.entries()) {
      if (skill.position < this.head) {
        this.lasting[index] = 1.0;
        this.known.add(index);
      }
    }
  }

  /** The lasting knowledge a skill starts with when met: more when its prerequisites are known. */
  private initial(s: number): number {
    const pre = (this.skills[s] as SimSkill).prerequisites;
    const transfer = pre.length === 0 ? 0 : pre.reduce((sum, p) => sum + (this.lasting[p] ?? -1), 0) / pre.length;
    return -1.2 + 0.4 * transfer;
  }

  /** Knowledge of a skill at `now`; meeting a skill for the first time fixes its starting knowledge. */
  knowledge(s: number, now: number): number {
    if (this.lasting[s] === null) this.lasting[s] = this.initial(s);
    return this.peek(s, now);
  }

  /** Knowledge at `now` without meeting the skill (for measuring). */
  peek(s: number, now: number): number {
    const days = (now - (this.lastSeen[s] as number)) / DAY;
    const lasting = this.lasting[s] ?? this.initial(s);
    return lasting + (this.fading[s] as number) * Math.exp(-days / this.forgetDays);
  }

  /** True P(correct) on the item at `now`, meeting its skills. */
  chance(item: SimItem, now: number): number {
    const weights = item.skills.length === 1 ? [1] : [0.7, 0.3];
    let ability = 0;
    item.skills.forEach((s, j) => {
      ability += (weights[j] as number) * ((this.aptitude[s] as number) + this.knowledge(s, now));
    });
    return item.guess + (1 - item.guess - item.slip) * sigmoid(1.7 * (ability - item.difficulty));
  }

  /** P(correct) on a typical item of the skill (its own difficulty, no guessing or slips), without meeting it. */
  skillChance(s: number, now: number): number {
    const skill = this.skills[s] as SimSkill;
    return sigmoid(1.7 * ((this.aptitude[s] as number) + this.peek(s, now) - skill.difficulty));
  }

  /** Knowledge grows with practice, more after an error (the explanation is read); part of the gain fades. */
  learn(item: SimItem, correct: boolean, now: number): void {
    for (const s of item.skills) {
      const k0 = this.knowledge(s, now);
      const gain = this.learningRate * (correct ? 0.7 : 1.2) * Math.max(0, 2.5 - k0);
      const days = (now - (this.lastSeen[s] as number)) / DAY;
      this.lasting[s] = (this.lasting[s] as number) + 0.35 * gain;
      this.fading[s] = (this.fading[s] as number) * Math.exp(-days / this.forgetDays) + 0.65 * gain;
      this.lastSeen[s] = now;
    }
  }
}

function simulateStudent(
  rng: Rng,
  skills: SimSkill[],
  userId: string,
  rows: LogRow[],
  probabilities: number[] | undefined,
): void {
  const learner = new SimLearner(rng, skills);
  const practised = new Set<number>();
  const done = new Set<number>(learner.known);
  let now = START + Math.floor(rng.next() * 60 * DAY);
  const sessions = 1 + Math.floor(-Math.log(Math.max(rng.next(), 1e-9)) * 10);
  const gapDays = 0.5 + 3 * rng.next();
  let current = -1;
  let streak = 0;
  let onCurrent = 0;

  const nextSkill = (): number => {
    const ready = skills
      .map((s, i) => ({ s, i }))
      .filter(({ s, i }) => !done.has(i) && s.prerequisites.every((p) => done.has(p)));
    if (ready.length === 0) return rng.int(0, skills.length - 1);
    // Mostly continue in curriculum order; sometimes switch strand.
    return rng.next() < 0.7 ? (ready[0] as { i: number }).i : rng.pick(ready).i;
  };

  for (let session = 0; session < sessions; session++) {
    const length = rng.int(4, 30);
    for (let k = 0; k < length; k++) {
      if (current < 0) {
        current = nextSkill();
        streak = 0;
        onCurrent = 0;
      }
      const reviewPool = [...practised].filter((s) => s !== current);
      const target = reviewPool.length > 0 && rng.next() < 0.15 ? rng.pick(reviewPool) : current;
      const item = rng.pick((skills[target] as SimSkill).items);
      const p = learner.chance(item, now);
      const correct = rng.next() < p ? 1 : 0;
      probabilities?.push(p);
      rows.push({
        userId,
        itemId: item.id,
        skillIds: item.skills.map((s) => (skills[s] as SimSkill).id),
        correct,
        at: now,
      });
      learner.learn(item, correct === 1, now);
      for (const s of item.skills) practised.add(s);
      if (target === current) {
        onCurrent += 1;
        streak = correct ? streak + 1 : 0;
        if (streak >= 3 || onCurrent >= 15) {
          done.add(current);
          current = -1;
        }
      }
      now += rng.int(20, 150);
    }
    now += Math.round(gapDays * DAY * -Math.log(Math.max(rng.next(), 1e-9)));
  }
}

/** A stable share of students in [0, 1) from the user id and a seed (FNV-1a), for splits. */
function studentBucket(userId: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < userId.length; i++) {
    h ^= userId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

/** Splits a log by student: every answer of a student lands in the same part; order is kept. */
export function splitByStudent(
  rows: readonly LogRow[],
  testFraction: number,
  seed = 1,
): { train: LogRow[]; test: LogRow[] } {
  const train: LogRow[] = [];
  const test: LogRow[] = [];
  for (const row of rows) (studentBucket(row.userId, seed) < testFraction ? test : train).push(row);
  return { train, test };
}
