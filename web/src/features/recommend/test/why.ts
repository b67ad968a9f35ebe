// A recommendation's why for tests: every fact empty unless given.
import type { StudyWhy, StudyWhyKey } from '@mathbridge/contract';

export function testWhy(key: StudyWhyKey, facts: Partial<StudyWhy> = {}): StudyWhy {
  return { key, unitId: null, targetUnitId: null, missed: null, of: null, daysAgo: null, chance: null, ...facts };
}
