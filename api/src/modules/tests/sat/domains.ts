// The SAT Math domains, the shape of a candidate problem, and how a module's slots split over domains and answer
// types. The domain ids are the course map's SAT chapters, so names and units come from the curriculum.
import type { QuestionType } from '@mathbridge/contract';
import { difficultyPrior } from '../../../model/model.js';

/** Algebra, Advanced Math, Problem-Solving and Data Analysis, Geometry and Trigonometry (the chapter ids). */
export const SAT_DOMAINS = ['sat-h', 'sat-p', 'sat-q', 'sat-s'] as const;
export type SatDomain = (typeof SAT_DOMAINS)[number];

/** The digital SAT's Math blueprint: about 35% / 35% / 15% / 15% of the questions. */
export const DOMAIN_SHARE: Readonly<Record<SatDomain, number>> = {
  'sat-h': 0.35,
  'sat-p': 0.35,
  'sat-q': 0.15,
  'sat-s': 0.15,
};

/** About a quarter of the digital SAT's Math answers are student-produced (typed): our essay problems. */
export const ESSAY_SHARE = 0.25;

/** One problem the assembly may choose; the bank's planned problems reduced to what a test needs. */
export interface SatCandidate {
  id: string;
  unitId: string;
  templateId: string;
  type: QuestionType;
  /** The template's declared difficulty, 1 (easiest) to 5. */
  difficulty: number;
  /** A multiple-choice problem's number of choices: 4 (the digital SAT's), 5 for problems stored before. */
  choices?: number;
  /** The model's fitted item difficulty (logits), when it has one. */
  logit?: number;
}

/** The domain of a SAT unit (`sat-h-a` → `sat-h`); undefined for a unit of another track. */
export function domainOf(unitId: string): SatDomain | undefined {
  return SAT_DOMAINS.find((domain) => unitId.startsWith(`${domain}-`));
}

/**
 * An item's difficulty on the model's logit scale: the fitted one when the model has answers for it, else the
 * declared 1–5 mapped as the model maps an item it has not seen (`difficultyPrior`: 0.5 × (level − 3)), so the test
 * and the learning model read an item alike.
 */
export function itemLogit(item: Pick<SatCandidate, 'difficulty' | 'logit'>): number {
  return item.logit !== undefined && Number.isFinite(item.logit) ? item.logit : difficultyPrior(item.difficulty);
}

/** Splits `total` in proportion to `weights` by largest remainder (ties to the earlier key), so the parts sum up. */
export function apportion<K extends string>(total: number, weights: Readonly<Record<K, number>>, keys: readonly K[]) {
  const sum = keys.reduce((acc, key) => acc + weights[key], 0);
  // All weights zero: split evenly rather than lose the total.
  const exact = keys.map((key) => (sum > 0 ? (total * weights[key]) / sum : total / keys.length));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = keys
    .map((_, index) => index)
    .sort((a, b) => {
      const byRemainder = (exact[b] as number) - (parts[b] as number) - ((exact[a] as number) - (parts[a] as number));
      return byRemainder !== 0 ? byRemainder : a - b;
    });
  for (const index of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] as number) + 1;
    left -= 1;
  }
  return Object.fromEntries(keys.map((key, index) => [key, parts[index] as number])) as Record<K, number>;
}

export interface DomainQuota {
  domain: SatDomain;
  /** Questions of the domain in the module. */
  total: number;
  /** Of those, typed answers (essay problems). */
  essays: number;
}

/**
 * The module's questions per domain (22 → 8/8/3/3, 12 → 4/4/2/2) and its typed answers, a quarter of the module
 * rounded (22 → 6, 12 → 3) and spread over the domains in proportion to their questions (22 → 2/2/1/1).
 */
export function moduleQuotas(count: number): DomainQuota[] {
  const totals = apportion(count, DOMAIN_SHARE, SAT_DOMAINS);
  const essays = apportion(Math.round(count * ESSAY_SHARE), totals, SAT_DOMAINS);
  return SAT_DOMAINS.map((domain) => ({
    domain,
    total: totals[domain],
    essays: Math.min(essays[domain], totals[domain]),
  }));
}
