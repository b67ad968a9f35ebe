// The course map (GET /v2/api/comm/course/map): track → grade → chapter → unit, names in ko and en.
import { z } from 'zod';
import { SPEC_CALLS } from '../routes/paths.js';

export const COURSE_MAP_PATH = SPEC_CALLS.courseMap;

export const LocalizedSchema = z.object({ ko: z.string().min(1), en: z.string().min(1) });
export type LocalizedText = z.infer<typeof LocalizedSchema>;

export const COURSE_TRACKS = ['KR', 'SAT'] as const;
export type CourseTrack = (typeof COURSE_TRACKS)[number];

const node = { id: z.string().min(1), name: LocalizedSchema, order: z.number().int().positive() };

export const SubUnitSchema = z.object(node);
export type SubUnit = z.infer<typeof SubUnitSchema>;

export const CourseUnitSchema = z.object({
  ...node,
  /** Problems available in this unit. */
  problemCount: z.number().int().nonnegative(),
  /** Ids of units to learn first (they may sit in another grade or track). */
  prerequisites: z.array(z.string().min(1)),
  subUnits: z.array(SubUnitSchema),
});
export type CourseUnit = z.infer<typeof CourseUnitSchema>;

export const CourseChapterSchema = z.object({ ...node, units: z.array(CourseUnitSchema) });
export type CourseChapter = z.infer<typeof CourseChapterSchema>;

export const CourseGradeSchema = z.object({ ...node, chapters: z.array(CourseChapterSchema) });
export type CourseGrade = z.infer<typeof CourseGradeSchema>;

export const CourseTrackSchema = z.object({
  ...node,
  id: z.enum(COURSE_TRACKS),
  grades: z.array(CourseGradeSchema),
});
export type CourseTrackNode = z.infer<typeof CourseTrackSchema>;

export const CourseMapSchema = z.object({ tracks: z.array(CourseTrackSchema) });
export type CourseMap = z.infer<typeof CourseMapSchema>;
