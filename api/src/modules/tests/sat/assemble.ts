// Builds the SAT sample test's modules from a pool of candidate problems: module 1 of mixed difficulty, module 2
// harder or easier depending on module 1's raw score (the digital SAT's multistage design), and the visitor's one
// short module. Each module keeps the domain mix and the share of typed answers and takes at most two problems of
// one template where the pool allows. Deterministic: the same pool and seed give the same modules.
import type { QuestionType } from '@mathbridge/contract';
import { createRng, type Rng } from '../../../content/lib/random.js';
import { domainOf, itemLogit, moduleQuotas, type SatCandidate, type SatDomain } from './domains.js';

/** Questions and minutes of each of the two modules, as on the digital SAT's Math section. */
export const MODULE_QUESTIONS = 22;
export const MODULE_MINUTES = 35;

/**
 * The visitor's sample (/sample/test/workbookSat): one module of 12 questions in 19 minutes. 12 rather than 11
 * because it splits exactly into the domain mix (4/4/2/2) with a quarter typed (3); 19 minutes keeps the real
 * pace of 35 minutes for 22 questions (1.6 minutes a question).
 */
export const SAMPLE_QUESTIONS = 12;
export const SAMPLE_MINUTES = 19;

/**
 * Module 1 raw score (of 22) from which module 2 is the harder one. A student at the scale's middle (ability 0,
 * 500) is expected to get about 14 of our module 1 right (guessing on the choices included), so the routing splits
 * the students above the middle from those below it; `assemble.test.ts` checks that expectation on the bank.
 */
export const ROUTING_THRESHOLD = 14;

/** At most this many problems of one template in a module, where the pool allows. */
export const TEMPLATE_CAP = 2;

/** standard: module 1 and the sample, mixed difficulty; harder / easier: module 2 after routing. */
export type ModuleLevel = 'standard' | 'harder' | 'easier';

export interface SatModule {
  level: ModuleLevel;
  minutes: number;
  /** In the order they are shown: easier first, as the digital SAT orders a module. */
  items: SatCandidate[];
}

export interface AssembleOptions {
  seed: number;
  level: ModuleLevel;
  count: number;
  /** Problem ids that may not appear (module 1's, when module 2 is built). */
  exclude?: ReadonlySet<string>;
}

interface Slot {
  domain: SatDomain;
  type: QuestionType;
  /** standard: the logit the slot aims at; harder/easier aim at the hardest/easiest and ignore it. */
  target: number;
  item?: SatCandidate;
}

/** A module's own random stream, so module 2 differs from module 1 under the same test seed. */
function moduleRng(seed: number, part: number): Rng {
  return createRng((Math.imul(seed >>> 0, 0x9e3779b1) + part) >>> 0);
}

/** `count` difficulties spread over the candidates' own: their quantiles at (i + ½) / count. */
function spreadTargets(candidates: readonly SatCandidate[], count: number): number[] {
  const logits = candidates.map(itemLogit).sort((a, b) => a - b);
  if (logits.length === 0) return Array.from({ length: count }, () => 0);
  return Array.from({ length: count }, (_, i) => logits[Math.floor(((i + 0.5) / count) * logits.length)] as number);
}

function cost(level: ModuleLevel, slot: Slot, item: SatCandidate): number {
  const b = itemLogit(item);
  if (level === 'harder') return -b;
  if (level === 'easier') return b;
  return Math.abs(b - slot.target);
}

/**
 * Relaxations tried in turn for a slot the pool cannot fill as asked: first the other answer type of the same
 * domain, then a third problem of a template, and only then another domain. The domain mix matters most.
 */
const STAGES: readonly { sameType: boolean; sameDomain: boolean; capped: boolean }[] = [
  { sameType: true, sameDomain: true, capped: true },
  { sameType: false, sameDomain: true, capped: true },
  { sameType: false, sameDomain: true, capped: false },
  { sameType: false, sameDomain: false, capped: true },
  { sameType: false, sameDomain: false, capped: false },
];

/**
 * One module of `count` questions. Slots follow `moduleQuotas` (domain × answer type); each slot takes the candidate
 * closest to its aim (standard: a difficulty spread over the domain's; harder: the hardest; easier: the easiest),
 * ties broken towards the template used least so far, then by a seeded shuffle. Throws when the pool (less the
 * excluded ids) holds fewer than `count` SAT problems.
 */
export function assembleModule(pool: readonly SatCandidate[], options: AssembleOptions): SatCandidate[] {
  const { seed, level, count, exclude } = options;
  const rng = moduleRng(seed, level === 'standard' ? 1 : 2);
  // A seeded shuffle ranks equal candidates, so the seed picks which instances of a template appear; sorting by id
  // first makes the result independent of the order the pool was read in.
  const usable = pool.filter((item) => domainOf(item.unitId) && !exclude?.has(item.id));
  const available = rng.shuffle(usable.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  if (available.length < count) {
    throw new Error(`the SAT pool holds ${available.length} usable problems, fewer than the ${count} a module needs`);
  }
  const rank = new Map(available.map((item, index) => [item.id, index]));
  const domains = new Map(available.map((item) => [item.id, domainOf(item.unitId)]));
  const inDomain = (domain: SatDomain) => available.filter((item) => domains.get(item.id) === domain);
  const inCell = (domain: SatDomain, type: QuestionType) => inDomain(domain).filter((item) => item.type === type);

  const slots: Slot[] = moduleQuotas(count).flatMap(({ domain, total, essays }) => {
    const cell = (type: QuestionType, size: number): Slot[] => {
      const own = inCell(domain, type);
      const aims = spreadTargets(
        own.length > 0 ? own : inDomain(domain).length > 0 ? inDomain(domain) : available,
        size,
      );
      return aims.map((target) => ({ domain, type, target }));
    };
    return [...cell('essay', essays), ...cell('multiple', total - essays)];
  });

  // The candidates each stage looks at, in the seeded order, so the first of equal candidates wins.
  const lists = new Map<string, SatCandidate[]>();
  const listFor = (slot: Slot, stage: (typeof STAGES)[number]) => {
    const key = `${stage.sameDomain ? slot.domain : '*'}|${stage.sameType ? slot.type : '*'}`;
    let list = lists.get(key);
    if (!list) {
      list = stage.sameType ? inCell(slot.domain, slot.type) : stage.sameDomain ? inDomain(slot.domain) : available;
      lists.set(key, list);
    }
    return list;
  };

  const used = new Set<string>();
  const uses = new Map<string, number>();
  for (const stage of STAGES) {
    for (const slot of slots) {
      if (slot.item) continue;
      let best: SatCandidate | undefined;
      let bestKey: [number, number] | undefined;
      for (const item of listFor(slot, stage)) {
        if (used.has(item.id)) continue;
        const templateUses = uses.get(item.templateId) ?? 0;
        if (stage.capped && templateUses >= TEMPLATE_CAP) continue;
        const key: [number, number] = [cost(level, slot, item), templateUses];
        if (!bestKey || compareKeys(key, bestKey) < 0) {
          best = item;
          bestKey = key;
        }
      }
      if (!best) continue;
      slot.item = best;
      used.add(best.id);
      uses.set(best.templateId, (uses.get(best.templateId) ?? 0) + 1);
    }
  }

  const items = slots.map((slot) => slot.item).filter((item): item is SatCandidate => item !== undefined);
  return items.sort((a, b) => itemLogit(a) - itemLogit(b) || (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] as number) - (b[i] as number);
    // Costs are sums of logits: treat float noise as a tie so the template spread and the seed decide.
    if (Math.abs(difference) > 1e-9) return difference;
  }
  return 0;
}

/** Module 1: 22 questions of mixed difficulty. */
export function firstModule(pool: readonly SatCandidate[], seed: number): SatModule {
  return {
    level: 'standard',
    minutes: MODULE_MINUTES,
    items: assembleModule(pool, { seed, level: 'standard', count: MODULE_QUESTIONS }),
  };
}

/** Module 1's raw score: its items the student answered right. */
export function rawScore(module: SatModule, correctIds: ReadonlySet<string>): number {
  return module.items.filter((item) => correctIds.has(item.id)).length;
}

/** Where module 1's raw score sends the student: harder from `ROUTING_THRESHOLD` right (scaled to the size). */
export function routeAfter(first: SatModule, correctIds: ReadonlySet<string>): 'harder' | 'easier' {
  const threshold = Math.ceil((ROUTING_THRESHOLD * first.items.length) / MODULE_QUESTIONS);
  return rawScore(first, correctIds) >= threshold ? 'harder' : 'easier';
}

/** Module 2: 22 questions, harder or easier by module 1's raw score, none of module 1's problems again. */
export function secondModule(
  pool: readonly SatCandidate[],
  seed: number,
  first: SatModule,
  correctIds: ReadonlySet<string>,
): SatModule {
  const level = routeAfter(first, correctIds);
  const exclude = new Set(first.items.map((item) => item.id));
  return {
    level,
    minutes: MODULE_MINUTES,
    items: assembleModule(pool, { seed, level, count: MODULE_QUESTIONS, exclude }),
  };
}

/** The visitor's one short timed module: 12 questions of mixed difficulty in 19 minutes. */
export function sampleModule(pool: readonly SatCandidate[], seed: number): SatModule {
  return {
    level: 'standard',
    minutes: SAMPLE_MINUTES,
    items: assembleModule(pool, { seed, level: 'standard', count: SAMPLE_QUESTIONS }),
  };
}
