// Test data for the SAT engine: candidates and small synthetic pools, so the assembly and the scoring can be tested
// without the bank. Used by the tests beside it only.
import type { QuestionType } from '@mathbridge/contract';
import type { SatModule } from './assemble.js';
import type { SatCandidate, SatDomain } from './domains.js';

export function candidate(overrides: Partial<SatCandidate> = {}): SatCandidate {
  return {
    id: 'p-1',
    unitId: 'sat-h-a',
    templateId: 'sat-h-a.t1',
    type: 'multiple',
    difficulty: 3,
    ...overrides,
  };
}

export interface PoolShape {
  /** Templates per domain and answer type. */
  templates?: number;
  /** Problems per template. */
  perTemplate?: number;
  domains?: readonly SatDomain[];
  types?: readonly QuestionType[];
}

/**
 * A pool with `templates` templates per (domain, type), each of `perTemplate` problems; template t of a cell has
 * declared difficulty 1 + (t mod 5), so every cell spans the whole 1–5 range.
 */
export function syntheticPool(shape: PoolShape = {}): SatCandidate[] {
  const {
    templates = 5,
    perTemplate = 4,
    domains = ['sat-h', 'sat-p', 'sat-q', 'sat-s'],
    types = ['multiple', 'essay'],
  } = shape;
  return domains.flatMap((domain) =>
    types.flatMap((type) =>
      Array.from({ length: templates }, (_, t) =>
        Array.from({ length: perTemplate }, (_, k) =>
          candidate({
            id: `${domain}.${type}.${t}#${k}`,
            unitId: `${domain}-a`,
            templateId: `${domain}-a.${type}-${t}`,
            type,
            difficulty: 1 + (t % 5),
          }),
        ),
      ).flat(),
    ),
  );
}

export function moduleOf(items: SatCandidate[], level: SatModule['level'] = 'standard'): SatModule {
  return { level, minutes: 35, items };
}
