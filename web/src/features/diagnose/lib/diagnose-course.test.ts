import type { CourseMap } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import {
  courseNames,
  diagnosableGrades,
  gradeUnitIds,
  pickGrade,
  unitPlaces,
  unitsByChapter,
  unitWhere,
} from './diagnose-course';

const unit = (id: string, order: number, problemCount = 10) => ({
  id,
  name: { ko: `${id} 단원`, en: `Unit ${id}` },
  order,
  problemCount,
  prerequisites: [],
  subUnits: [],
});
const grade = (id: string, order: number) => ({
  id,
  name: { ko: `${id} 학년`, en: `Grade ${id}` },
  order,
  chapters: [
    { id: `${id}-2`, name: { ko: '2학기', en: 'Semester 2' }, order: 2, units: [unit(`${id}-2-1`, 1)] },
    {
      id: `${id}-1`,
      name: { ko: '1학기', en: 'Semester 1' },
      order: 1,
      units: [unit(`${id}-1-2`, 2), unit(`${id}-1-1`, 1), unit(`${id}-1-3`, 3, 0)],
    },
    { id: `${id}-3`, name: { ko: '빈 장', en: 'Empty' }, order: 3, units: [unit(`${id}-3-1`, 1, 0)] },
  ],
});
const map: CourseMap = {
  tracks: [
    { id: 'SAT', name: { ko: 'SAT', en: 'SAT' }, order: 2, grades: [grade('sat', 1)] },
    { id: 'KR', name: { ko: '한국', en: 'Korea' }, order: 1, grades: [grade('kr-e2', 2), grade('kr-e1', 1)] },
  ],
};

describe('the course as the diagnostic reads it', () => {
  it('offers the KR grades in course order', () => {
    expect(diagnosableGrades(map).map((g) => g.id)).toEqual(['kr-e1', 'kr-e2']);
    expect(diagnosableGrades(null)).toEqual([]);
  });

  it('lists a grade’s units with problems by chapter, in course order', () => {
    const [first] = diagnosableGrades(map);
    expect(unitsByChapter(first).map((c) => [c.id, c.units.map((u) => u.id)])).toEqual([
      ['kr-e1-1', ['kr-e1-1-1', 'kr-e1-1-2']],
      ['kr-e1-2', ['kr-e1-2-1']],
    ]);
    expect(gradeUnitIds(first)).toEqual(['kr-e1-1-1', 'kr-e1-1-2', 'kr-e1-2-1']);
    expect(unitsByChapter(undefined)).toEqual([]);
  });

  it('chooses the asked grade, else the signup grade, else the first', () => {
    const grades = diagnosableGrades(map);
    expect(pickGrade(grades, 'kr-e2', 'kr-e1')).toBe('kr-e2');
    expect(pickGrade(grades, 'kr-m9', 'kr-e2')).toBe('kr-e2');
    expect(pickGrade(grades, null, undefined)).toBe('kr-e1');
    expect(pickGrade([], 'kr-e1')).toBeNull();
  });

  it('names grades and units by id', () => {
    const names = courseNames(map);
    expect(names.get('kr-e2')?.en).toBe('Grade kr-e2');
    expect(names.get('kr-e1-2-1')?.ko).toBe('kr-e1-2-1 단원');
  });

  it('says where a unit sits only when its name is not enough', () => {
    const names = courseNames(map);
    // Two units of kr-e1 share a name with a unit of kr-e2 and with each other.
    names.set('kr-e1-1-1', { ko: '곱셈', en: 'Multiplication' });
    names.set('kr-e1-2-1', { ko: '곱셈', en: 'Multiplication' });
    names.set('kr-e2-1-1', { ko: '곱셈', en: 'Multiplication' });
    const places = unitPlaces(map);
    expect(places.get('kr-e2-1-2')).toEqual({ gradeId: 'kr-e2', chapter: { ko: '1학기', en: 'Semester 1' } });
    const where = unitWhere(['kr-e1-1-1', 'kr-e1-2-1', 'kr-e1-1-2', 'kr-e2-1-1', 'kr-e1-1-2', 'nowhere'], {
      testedGradeId: 'kr-e1',
      language: 'en',
      names,
      places,
    });
    expect(Object.fromEntries(where)).toEqual({
      'kr-e1-1-1': 'Semester 1',
      'kr-e1-2-1': 'Semester 2',
      'kr-e1-1-2': undefined,
      'kr-e2-1-1': 'Grade kr-e2 · Semester 1',
      nowhere: undefined,
    });
    const korean = unitWhere(['kr-e2-1-1'], { testedGradeId: 'kr-e1', language: 'ko', names, places });
    expect(korean.get('kr-e2-1-1')).toBe('kr-e2 학년 · 1학기');
  });
});
