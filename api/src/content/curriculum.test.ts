import { describe, expect, it } from 'vitest';
import { ALL_UNITS, CURRICULUM, acceptsUntagged, findUnit, subUnitIds } from './curriculum.js';

describe('curriculum', () => {
  it('has the 101 KR units and the 19 SAT skills', () => {
    const kr = ALL_UNITS.filter((place) => place.track.id === 'KR');
    const sat = ALL_UNITS.filter((place) => place.track.id === 'SAT');
    expect(kr).toHaveLength(101);
    expect(sat).toHaveLength(19);
    expect(kr.filter((place) => place.unit.id.startsWith('kr-e'))).toHaveLength(71);
    expect(sat.map((place) => place.chapter.id)).toEqual([
      ...Array(5).fill('sat-h'),
      ...Array(3).fill('sat-p'),
      ...Array(7).fill('sat-q'),
      ...Array(4).fill('sat-s'),
    ]);
  });

  it('uses the fixed unit ids', () => {
    expect(findUnit('kr-e1-1-1')?.unit.name.ko).toBe('9까지의 수');
    expect(findUnit('kr-e1-1-5')?.unit.name.ko).toBe('50까지의 수');
    expect(findUnit('kr-m1-5')?.chapter.id).toBe('kr-m1-sem2');
    expect(findUnit('kr-m2-5')?.unit.name.ko).toBe('일차함수');
    expect(findUnit('kr-m3-7')?.unit.name.ko).toBe('통계');
    expect(findUnit('kr-cm1-4')?.unit.name.ko).toBe('행렬');
    expect(findUnit('kr-cm2-3')?.chapter.name.en).toBe('Common Mathematics 2');
    expect(findUnit('sat-h-a')?.unit.name.en).toBe('Linear equations in one variable');
    expect(findUnit('sat-s-d')?.unit.name.en).toBe('Circles');
    expect(subUnitIds('kr-e1-1-1')).toHaveLength(7);
    expect(subUnitIds('kr-m3-6')).toEqual(['kr-m3-6.s1', 'kr-m3-6.s2', 'kr-m3-6.s3']);
    expect(subUnitIds('kr-e3-1-1')).toHaveLength(5);
    expect(subUnitIds('kr-m1-1')).toEqual([]);
    expect(subUnitIds('kr-x')).toBeUndefined();
  });

  it('gives every elementary unit sub-units, and accepts untagged problems only where they came after templates', () => {
    for (const place of ALL_UNITS.filter(({ unit }) => unit.id.startsWith('kr-e'))) {
      expect(place.unit.subUnits.length, place.unit.id).toBeGreaterThan(0);
    }
    expect(acceptsUntagged('kr-e2-2-1')).toBe(true);
    expect(acceptsUntagged('kr-e6-2-6')).toBe(true);
    expect(acceptsUntagged('kr-e2-1-6')).toBe(false);
    expect(acceptsUntagged('kr-m1-3')).toBe(false);
    expect(acceptsUntagged('kr-e7-1-1')).toBe(false);
  });

  it('gives every node a unique id, names in ko and en and orders 1, 2, 3 …', () => {
    const ids = new Set<string>();
    const visit = (nodes: readonly { id: string; name: { ko: string; en: string }; order: number }[]) => {
      nodes.forEach((node, index) => {
        expect(ids.has(node.id), node.id).toBe(false);
        ids.add(node.id);
        expect(node.name.ko.trim(), node.id).not.toBe('');
        expect(node.name.en.trim(), node.id).not.toBe('');
        expect(node.order, node.id).toBe(index + 1);
      });
    };
    visit(CURRICULUM);
    for (const track of CURRICULUM) {
      visit(track.grades);
      for (const grade of track.grades) {
        visit(grade.chapters);
        for (const chapter of grade.chapters) {
          visit(chapter.units);
          for (const unit of chapter.units) visit(unit.subUnits);
        }
      }
    }
  });

  it('links prerequisites to existing units without cycles', () => {
    const order = new Map(ALL_UNITS.map((place, index) => [place.unit.id, index]));
    for (const { unit } of ALL_UNITS) {
      for (const prerequisite of unit.prerequisites) {
        expect(findUnit(prerequisite), `${unit.id} needs ${prerequisite}`).toBeDefined();
      }
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (id: string): void => {
      if (done.has(id)) return;
      expect(visiting.has(id), `cycle through ${id}`).toBe(false);
      visiting.add(id);
      for (const next of findUnit(id)?.unit.prerequisites ?? []) visit(next);
      visiting.delete(id);
      done.add(id);
    };
    for (const id of order.keys()) visit(id);
    // Within the KR track a prerequisite always comes earlier in the course.
    for (const { unit, track } of ALL_UNITS) {
      if (track.id !== 'KR') continue;
      for (const prerequisite of unit.prerequisites) {
        expect(order.get(prerequisite)! < order.get(unit.id)!, `${prerequisite} before ${unit.id}`).toBe(true);
      }
    }
  });
});
