import { describe, expect, it } from 'vitest';
import { ALL_UNITS } from '../../../content/curriculum.js';
import { strandOf, STRANDS, strandTable, unitsWithoutStrand } from './strands.js';

describe('strand table', () => {
  it('puts every KR unit in a strand', () => {
    expect(unitsWithoutStrand()).toEqual([]);
  });

  it('names each unit once, and only KR units of the course map', () => {
    const listed = STRANDS.flatMap((strand) => strandTable()[strand]);
    expect(new Set(listed).size).toBe(listed.length);
    const kr = new Set(ALL_UNITS.filter((place) => place.track.id === 'KR').map((place) => place.unit.id));
    expect(listed.filter((unitId) => !kr.has(unitId))).toEqual([]);
  });

  it('leaves SAT skills and unknown ids out', () => {
    expect(strandOf('sat-h-a')).toBeUndefined();
    expect(strandOf('kr-x9')).toBeUndefined();
    expect(strandOf('kr-m2-5')).toBe('algebra');
    expect(strandOf('kr-e4-1-5')).toBe('data');
  });
});
