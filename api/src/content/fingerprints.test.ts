// A template version's problems never change once recorded: a change of output needs a version bump.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFingerprints, recordFingerprints, unitFingerprints } from './fingerprints.js';
import type { ProblemTemplate } from './lib/types.js';
import { loadUnits } from './registry.js';

const units = await loadUnits();
const stored = readFingerprints();

describe('template fingerprints', () => {
  it('every template version is recorded and still writes the problems it wrote when recorded', () => {
    const changed: string[] = [];
    const missing: string[] = [];
    for (const unit of units) {
      for (const [key, hash] of Object.entries(unitFingerprints(unit))) {
        if (stored[key] === undefined) missing.push(key);
        else if (stored[key] !== hash) changed.push(key);
      }
    }
    expect(changed, 'these changed their output without a version bump').toEqual([]);
    expect(missing, 'record new versions with npm run content:fingerprints --workspace api').toEqual([]);
  });

  it("keeps a template's fingerprint when the unit gains a template", () => {
    const make = (id: string): ProblemTemplate => ({
      id: `kr-x.${id}`,
      unitId: 'kr-x',
      version: 1,
      generate: (seed) => ({
        type: 'essay',
        stem: { ko: `${id} ${seed}`, en: `${id} ${seed}` },
        answer: `${seed}`,
        explanation: [{ ko: '.', en: '.' }],
        difficulty: 1,
      }),
      check: () => true,
    });
    const three = ['a', 'b', 'c'].map(make);
    const before = unitFingerprints({ unitId: 'kr-x', file: 'kr-x.ts', templates: three });
    const after = unitFingerprints({ unitId: 'kr-x', file: 'kr-x.ts', templates: [...three, make('d'), make('e')] });
    expect(after['kr-x.a@1']).toBe(before['kr-x.a@1']);
  });

  it('records a new version once and never overwrites it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fingerprints-')), 'f.json');
    const make = (answer: string): ProblemTemplate => ({
      id: 'kr-x.t',
      unitId: 'kr-x',
      version: 1,
      generate: (seed) => ({
        type: 'essay',
        stem: { ko: `${seed}`, en: `${seed}` },
        answer,
        explanation: [{ ko: '.', en: '.' }],
        difficulty: 1,
      }),
      check: () => true,
    });
    expect(recordFingerprints([{ unitId: 'kr-x', file: 'kr-x.ts', templates: [make('1')] }], file).added).toBe(1);
    const first = readFileSync(file, 'utf8');
    expect(recordFingerprints([{ unitId: 'kr-x', file: 'kr-x.ts', templates: [make('2')] }], file).added).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(first);
    const changed = unitFingerprints({ unitId: 'kr-x', file: 'kr-x.ts', templates: [make('2')] })['kr-x.t@1'];
    expect(readFingerprints(file)['kr-x.t@1']).not.toBe(changed);
  });
});
