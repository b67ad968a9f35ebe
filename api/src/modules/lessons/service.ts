// A unit's lesson: its concept summary from the lesson files, its name from the curriculum, and worked examples
// from its templates. Lessons are static, so each is built once per process and kept.
import type { Lesson } from '@mathbridge/contract';
import { findUnit } from '../../content/curriculum.js';
import { loadLessons } from '../../content/lessons/index.js';
import type { UnitLesson } from '../../content/lessons/types.js';
import { loadUnits } from '../../content/registry.js';
import { notFound } from '../../lib/app-error.js';
import { pickExamples, toWorkedExample } from './examples.js';

export class LessonsService {
  private readonly built = new Map<string, Lesson>();

  /** `lessons`: where the concept summaries come from (the lesson files unless a test gives its own). */
  constructor(private readonly lessons: () => Promise<ReadonlyMap<string, UnitLesson>> = loadLessons) {}

  async lesson(unitId: string): Promise<Lesson> {
    const cached = this.built.get(unitId);
    if (cached) return cached;
    const place = findUnit(unitId);
    if (!place) throw notFound(`There is no unit "${unitId}".`);
    const content = (await this.lessons()).get(unitId);
    if (!content) throw notFound(`The lesson for unit "${unitId}" has not been written yet.`);
    const templates = (await loadUnits()).find((unit) => unit.unitId === unitId);
    const examples = templates
      ? pickExamples(
          templates,
          place.unit.subUnits.map((subUnit) => subUnit.id),
        )
      : [];
    if (examples.length === 0) throw notFound(`The unit "${unitId}" has no worked examples yet.`);
    const lesson: Lesson = {
      unitId,
      name: place.unit.name,
      summary: content.summary,
      keyPoints: content.keyPoints,
      terms: content.terms,
      examples: examples.map((example) => toWorkedExample(example.problem)),
    };
    this.built.set(unitId, lesson);
    return lesson;
  }
}
