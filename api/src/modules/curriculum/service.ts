// The course map: the code tree with each unit's problem count from the database.
import type { CourseMap } from '@mathbridge/contract';
import { CURRICULUM } from '../../content/curriculum.js';
import type { Db } from '../../db/client.js';
import { problemCountsByUnit } from '../problems/repository.js';
import type { CurriculumRow } from './repository.js';

/** The course map as the app shows it. */
export class CurriculumService {
  constructor(private readonly db: Db) {}

  async courseMap(): Promise<CourseMap> {
    return courseMapWith(await problemCountsByUnit(this.db));
  }
}

function courseMapWith(counts: ReadonlyMap<string, number>): CourseMap {
  return {
    tracks: CURRICULUM.map((track) => ({
      id: track.id,
      name: track.name,
      order: track.order,
      grades: track.grades.map((grade) => ({
        id: grade.id,
        name: grade.name,
        order: grade.order,
        chapters: grade.chapters.map((chapter) => ({
          id: chapter.id,
          name: chapter.name,
          order: chapter.order,
          units: chapter.units.map((unit) => ({
            id: unit.id,
            name: unit.name,
            order: unit.order,
            problemCount: counts.get(unit.id) ?? 0,
            prerequisites: unit.prerequisites,
            subUnits: unit.subUnits,
          })),
        })),
      })),
    })),
  };
}

/** The tree as rows for the curriculum table, parents before children. */
export function curriculumRows(): CurriculumRow[] {
  const rows: CurriculumRow[] = [];
  for (const track of CURRICULUM) {
    const base = { trackId: track.id, prerequisites: [] as string[] };
    rows.push({ ...base, id: track.id, kind: 'track', parentId: null, name: track.name, sortOrder: track.order });
    for (const grade of track.grades) {
      rows.push({ ...base, id: grade.id, kind: 'grade', parentId: track.id, name: grade.name, sortOrder: grade.order });
      for (const chapter of grade.chapters) {
        rows.push({
          ...base,
          id: chapter.id,
          kind: 'chapter',
          parentId: grade.id,
          name: chapter.name,
          sortOrder: chapter.order,
        });
        for (const unit of chapter.units) {
          rows.push({
            ...base,
            id: unit.id,
            kind: 'unit',
            parentId: chapter.id,
            name: unit.name,
            sortOrder: unit.order,
            prerequisites: unit.prerequisites,
          });
          for (const subUnit of unit.subUnits) {
            rows.push({
              ...base,
              id: subUnit.id,
              kind: 'sub_unit',
              parentId: unit.id,
              name: subUnit.name,
              sortOrder: subUnit.order,
            });
          }
        }
      }
    }
  }
  return rows;
}
