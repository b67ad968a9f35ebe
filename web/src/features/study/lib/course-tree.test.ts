import type { CourseMap } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import {
  bookmarkedPlaces,
  courseNodes,
  gradesInterestsFirst,
  parseCourseMap,
  percent,
  toggleInterest,
  unitPlaces,
} from './course-tree';

const name = (en: string) => ({ ko: `${en} (ko)`, en });

function unit(id: string, order: number) {
  return { id, name: name(id), order, problemCount: 3, prerequisites: [], subUnits: [] };
}

function makeMap(): CourseMap {
  return {
    tracks: [
      {
        id: 'KR',
        name: name('Korean Curriculum'),
        order: 1,
        grades: [
          {
            id: 'kr-e1',
            name: name('Grade 1'),
            order: 1,
            chapters: [{ id: 'kr-e1-1', name: name('Semester 1'), order: 1, units: [unit('u1', 1), unit('u2', 2)] }],
          },
          {
            id: 'kr-e2',
            name: name('Grade 2'),
            order: 2,
            chapters: [{ id: 'kr-e2-1', name: name('Semester 1'), order: 1, units: [unit('u3', 1)] }],
          },
        ],
      },
      {
        id: 'SAT',
        name: name('SAT'),
        order: 2,
        grades: [
          {
            id: 'sat-math',
            name: name('SAT Math'),
            order: 1,
            chapters: [{ id: 'sat-alg', name: name('Algebra'), order: 1, units: [unit('s1', 1)] }],
          },
        ],
      },
    ],
  };
}

describe('course tree', () => {
  it('parses a map that matches the contract and refuses one that does not', () => {
    expect(parseCourseMap(makeMap())?.tracks).toHaveLength(2);
    expect(parseCourseMap({ tracks: [{ id: 'KR' }] })).toBeNull();
    expect(parseCourseMap(null)).toBeNull();
  });

  it('places every unit under its track, grade and chapter in curriculum order', () => {
    const places = unitPlaces(makeMap());
    expect([...places.keys()]).toEqual(['u1', 'u2', 'u3', 's1']);
    const s1 = places.get('s1');
    expect([s1?.track.id, s1?.grade.id, s1?.chapter.id]).toEqual(['SAT', 'sat-math', 'sat-alg']);
  });

  it('offers every grade of every track as a course', () => {
    expect(courseNodes(makeMap()).map((c) => c.grade.id)).toEqual(['kr-e1', 'kr-e2', 'sat-math']);
  });

  it('puts the courses of interest first and keeps the curriculum order inside each group', () => {
    const grades = makeMap().tracks[0]?.grades ?? [];
    expect(gradesInterestsFirst(grades, ['kr-e2']).map((g) => g.id)).toEqual(['kr-e2', 'kr-e1']);
    expect(gradesInterestsFirst(grades, []).map((g) => g.id)).toEqual(['kr-e1', 'kr-e2']);
  });

  it('adds and removes a course of interest and refuses a sixth', () => {
    expect(toggleInterest(['a'], 'b')).toEqual({ ok: true, courseIds: ['a', 'b'] });
    expect(toggleInterest(['a', 'b'], 'a')).toEqual({ ok: true, courseIds: ['b'] });
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(toggleInterest(five, 'f')).toEqual({ ok: false, reason: 'limit' });
    // Removing one of the five is still allowed.
    expect(toggleInterest(five, 'c')).toEqual({ ok: true, courseIds: ['a', 'b', 'd', 'e'] });
  });

  it('lists bookmarked units in curriculum order and drops ids the map does not know', () => {
    const places = unitPlaces(makeMap());
    expect(bookmarkedPlaces(places, ['s1', 'gone', 'u2']).map((p) => p.unit.id)).toEqual(['u2', 's1']);
  });

  it('rounds a share to a whole percentage within 0-100', () => {
    expect(percent(0.724)).toBe(72);
    expect(percent(0.725)).toBe(73);
    expect(percent(1.2)).toBe(100);
    expect(percent(-0.1)).toBe(0);
  });
});
