// The four strands the level test reports strengths and gaps on, and the one table that puts each KR unit in one.
//
// The strands follow the 2022 Korean curriculum's areas: 수와 연산 → number; 변화와 관계 (patterns, relationships,
// ratio and proportion, then expressions, equations and functions) → algebra; 도형과 측정 (shapes and measurement:
// length, time, capacity, area, volume) → geometry; 자료와 가능성 (classifying, tables, graphs, statistics,
// probability) → data. Units the areas do not name are settled here: 경우의 수 (kr-cm1-3) goes with probability in
// data; 행렬 (kr-cm1-4) and 집합과 명제 (kr-cm2-2) go to algebra; 도형의 방정식 (kr-cm2-1) to geometry.
import { ALL_UNITS } from '../../../content/curriculum.js';

export const STRANDS = ['number', 'algebra', 'geometry', 'data'] as const;
export type Strand = (typeof STRANDS)[number];

// One line a grade keeps the table easy to hold against the curriculum.
// prettier-ignore
const TABLE: Record<Strand, readonly string[]> = {
  number: [
    'kr-e1-1-1', 'kr-e1-1-3', 'kr-e1-1-5', 'kr-e1-2-1', 'kr-e1-2-2', 'kr-e1-2-4', 'kr-e1-2-6',
    'kr-e2-1-1', 'kr-e2-1-3', 'kr-e2-1-6', 'kr-e2-2-1', 'kr-e2-2-2',
    'kr-e3-1-1', 'kr-e3-1-3', 'kr-e3-1-4', 'kr-e3-1-6', 'kr-e3-2-1', 'kr-e3-2-2', 'kr-e3-2-4',
    'kr-e4-1-1', 'kr-e4-1-3', 'kr-e4-2-1', 'kr-e4-2-3',
    'kr-e5-1-1', 'kr-e5-1-2', 'kr-e5-1-4', 'kr-e5-1-5', 'kr-e5-2-1', 'kr-e5-2-2', 'kr-e5-2-4',
    'kr-e6-1-1', 'kr-e6-1-3', 'kr-e6-2-1', 'kr-e6-2-3',
    'kr-m1-1', 'kr-m1-2', 'kr-m2-1', 'kr-m3-1',
  ],
  algebra: [
    'kr-e1-2-5', 'kr-e2-2-6', 'kr-e4-1-6', 'kr-e5-1-3', 'kr-e6-1-4', 'kr-e6-2-4',
    'kr-m1-3', 'kr-m1-4', 'kr-m2-2', 'kr-m2-3', 'kr-m2-4', 'kr-m2-5', 'kr-m3-2', 'kr-m3-3', 'kr-m3-4',
    'kr-cm1-1', 'kr-cm1-2', 'kr-cm1-4', 'kr-cm2-2', 'kr-cm2-3',
  ],
  geometry: [
    'kr-e1-1-2', 'kr-e1-1-4', 'kr-e1-2-3', 'kr-e2-1-2', 'kr-e2-1-4', 'kr-e2-2-3', 'kr-e2-2-4',
    'kr-e3-1-2', 'kr-e3-1-5', 'kr-e3-2-3', 'kr-e3-2-5',
    'kr-e4-1-2', 'kr-e4-1-4', 'kr-e4-2-2', 'kr-e4-2-4', 'kr-e4-2-6',
    'kr-e5-1-6', 'kr-e5-2-3', 'kr-e5-2-5', 'kr-e6-1-2', 'kr-e6-1-6', 'kr-e6-2-2', 'kr-e6-2-5', 'kr-e6-2-6',
    'kr-m1-5', 'kr-m1-6', 'kr-m1-7', 'kr-m2-6', 'kr-m2-7', 'kr-m3-5', 'kr-m3-6', 'kr-cm2-1',
  ],
  data: [
    'kr-e2-1-5', 'kr-e2-2-5', 'kr-e3-2-6', 'kr-e4-1-5', 'kr-e4-2-5', 'kr-e5-2-6', 'kr-e6-1-5',
    'kr-m1-8', 'kr-m2-8', 'kr-m3-7', 'kr-cm1-3',
  ],
};

const byUnit = new Map<string, Strand>(
  STRANDS.flatMap((strand) => TABLE[strand].map((unitId) => [unitId, strand] as const)),
);

/** The strand of a KR unit; undefined for a unit outside the table (SAT skills, unknown ids). */
export function strandOf(unitId: string): Strand | undefined {
  return byUnit.get(unitId);
}

/** The table as unit lists, for the test that holds it to the curriculum. */
export function strandTable(): Readonly<Record<Strand, readonly string[]>> {
  return TABLE;
}

/** KR units the table leaves out; empty while the table and the curriculum agree. */
export function unitsWithoutStrand(): string[] {
  return ALL_UNITS.filter((place) => place.track.id === 'KR' && !byUnit.has(place.unit.id)).map((p) => p.unit.id);
}
