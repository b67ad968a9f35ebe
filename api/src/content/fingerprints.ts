// Stored problems are never rewritten: a template whose output changes must bump its version, or students would see
// one text and the database keep another. Each template version's materialised problems are fingerprinted, and the
// fingerprints are kept in fingerprints.json; the bank test fails when a version's output no longer matches.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planTemplate, problemsPerTemplate } from './plan.js';
import type { UnitTemplates } from './registry.js';

export const FINGERPRINTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'fingerprints.json');

/** 'templateId@version' → a hash of every problem the version materialises. */
export type Fingerprints = Record<string, string>;

/**
 * How many problems of each template a fingerprint covers: as many as a unit of three templates (the fewest a unit
 * should have) materialises per template. Beyond three templates the count no longer depends on the unit's size, so
 * adding a template to a unit leaves the others' fingerprints as they were, and it covers every problem a template
 * has materialised.
 */
export const FINGERPRINT_PROBLEMS = problemsPerTemplate(3);

export function unitFingerprints(unit: UnitTemplates): Fingerprints {
  const count = Math.max(FINGERPRINT_PROBLEMS, problemsPerTemplate(unit.templates.length));
  const out: Fingerprints = {};
  for (const template of unit.templates) {
    const problems = planTemplate(template, count, unit.unitId).map(({ seed, problem }) => [seed, problem]);
    out[`${template.id}@${template.version}`] = createHash('sha1').update(JSON.stringify(problems)).digest('hex');
  }
  return out;
}

export function readFingerprints(file = FINGERPRINTS_FILE): Fingerprints {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Fingerprints;
  } catch {
    return {};
  }
}

/** Adds the fingerprints of versions not yet recorded; a recorded version keeps its fingerprint. */
export function recordFingerprints(units: UnitTemplates[], file = FINGERPRINTS_FILE): { added: number } {
  const stored = readFingerprints(file);
  let added = 0;
  for (const unit of units) {
    for (const [key, hash] of Object.entries(unitFingerprints(unit))) {
      if (stored[key] !== undefined) continue;
      stored[key] = hash;
      added++;
    }
  }
  const sorted = Object.fromEntries(Object.entries(stored).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return { added };
}
