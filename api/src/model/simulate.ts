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

interface SimSkill {
  id: string;
  /** Place in its strand, from 0. */
  position: number;
  difficulty: number;
  prerequisites: number[];
  items: SimItem[];
}

interface SimItem {
  id: string;
  skills: number[];
  difficulty: number;
  guess: number;
  slip: number;
}

function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function buildCurriculum(rng: Rng, strands: number, perStrand: number): SimSkill[] {
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

const START = Date.UTC(2026, 0, 1) / 1000;
const DAY = 86_400;

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

function simulateStudent(
  rng: Rng,
  skills: SimSkill[],
  userId: string,
  rows: LogRow[],
  probabilities: number[] | undefined,
): void {
  const general = normal(rng);
  const learningRate = 0.12 * Math.exp(0.5 * normal(rng));
  const forgetDays = 20 * Math.exp(0.6 * normal(rng));
  const aptitude = skills.map(() => general + 0.6 * normal(rng));
  // Knowledge per skill: a lasting part and a part that fades; null until the skill is met.
  const lasting: (number | null)[] = skills.map(() => null);
  const fading = skills.map(() => 0);
  const lastSeen = skills.map(() => 0);
  const practised = new Set<number>();
  const done = new Set<number>();
  // Stronger students start further along: the first skills of each strand are already known.
  const head = Math.max(0, Math.min(3, Math.round(general + normal(rng) * 0.5)));
  for (const [index, skill] of skills.entries()) {
    if (skill.position < head) {
      lasting[index] = 1.0;
      done.add(index);
    }
  }
  let now = START + Math.floor(rng.next() * 60 * DAY);
  const sessions = 1 + Math.floor(-Math.log(Math.max(rng.next(), 1e-9)) * 10);
  const gapDays = 0.5 + 3 * rng.next();
  let current = -1;
  let streak = 0;
  let onCurrent = 0;

  const knowledge = (s: number): number => {
    if (lasting[s] === null) {
      const pre = (skills[s] as SimSkill).prerequisites;
      const transfer = pre.length === 0 ? 0 : pre.reduce((sum, p) => sum + (lasting[p] ?? -1), 0) / pre.length;
      lasting[s] = -1.2 + 0.4 * transfer;
    }
    const days = (now - (lastSeen[s] as number)) / DAY;
    return (lasting[s] as number) + (fading[s] as number) * Math.exp(-days / forgetDays);
  };

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
      const weights = item.skills.length === 1 ? [1] : [0.7, 0.3];
      let ability = 0;
      item.skills.forEach((s, j) => {
        ability += (weights[j] as number) * ((aptitude[s] as number) + knowledge(s));
      });
      const p = item.guess + (1 - item.guess - item.slip) * sigmoid(1.7 * (ability - item.difficulty));
      const correct = rng.next() < p ? 1 : 0;
      probabilities?.push(p);
      rows.push({
        userId,
        itemId: item.id,
        skillIds: item.skills.map((s) => (skills[s] as SimSkill).id),
        correct,
        at: now,
      });
      for (const s of item.skills) {
        const k0 = knowledge(s);
        const gain = learningRate * (correct ? 0.7 : 1.2) * Math.max(0, 2.5 - k0);
        const days = (now - (lastSeen[s] as number)) / DAY;
        lasting[s] = (lasting[s] as number) + 0.35 * gain;
        fading[s] = (fading[s] as number) * Math.exp(-days / forgetDays) + 0.65 * gain;
        lastSeen[s] = now;
        practised.add(s);
      }
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
