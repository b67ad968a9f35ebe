// The starting files of a new unit: a template file with one complete template (an essay whose key is checked by
// another route than generate) and a lesson file, plus the course-map entry the author adds by hand.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Localized } from './lib/types.js';

const CONTENT = dirname(fileURLToPath(import.meta.url));

const UNIT_ID = /^(kr-(e[1-6]-[12]-\d+|m[1-3]-\d+|cm[12]-\d+)|sat-[a-z]-[a-z])$/;

export function unitTemplateSource(unitId: string, name: Localized): string {
  return `// ${name.ko} (${name.en}): the unit's problem templates. See ../README.md for the kit and the rules.
import { defineTemplate, essay } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = '${unitId}';

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'sum-of-two', {
    version: 1,
    params: (rng) => ({ a: rng.int(12, 89), b: rng.int(12, 89) }),
    generate: ({ a, b }) =>
      essay({
        stem: [
          \`\${withJosa(\`\\\\(\${num(a)}\\\\)\`, '과/와')} \\\\(\${num(b)}\\\\)의 합을 구하시오.\`,
          \`Find the sum of \\\\(\${num(a)}\\\\) and \\\\(\${num(b)}\\\\).\`,
        ],
        answer: num(a + b, { group: false }),
        form: 'number',
        steps: [
          [
            \`일의 자리부터 더합니다: \\\\(\${num(a)}+\${num(b)}=\${num(a + b)}\\\\)\`,
            \`Add the ones first: \\\\(\${num(a)}+\${num(b)}=\${num(a + b)}\\\\)\`,
          ],
        ],
        difficulty: 1,
      }),
    // The check counts up from a instead of adding, so it does not share generate's arithmetic.
    check: ({ a, b }, problem) => {
      let total = a;
      for (let i = 0; i < b; i++) total++;
      return keyIs(problem, total);
    },
  }),
];
`;
}

export function lessonSource(name: Localized): string {
  return `// ${name.ko} (${name.en})
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    { ko: '이 단원에서 배우는 개념을 한 문단으로 씁니다.', en: 'One paragraph on the idea this unit teaches.' },
    { ko: '두 번째 문단: 방법과 주의할 점.', en: 'A second paragraph: the method and what to watch for.' },
  ],
  keyPoints: [
    { ko: '기억할 점 하나', en: 'One thing to remember' },
    { ko: '기억할 점 둘', en: 'A second thing to remember' },
    { ko: '기억할 점 셋', en: 'A third thing to remember' },
  ],
  terms: [
    { term: { ko: '용어', en: 'term' }, meaning: { ko: '뜻', en: 'meaning' } },
    { term: { ko: '용어', en: 'term' }, meaning: { ko: '뜻', en: 'meaning' } },
  ],
});
`;
}

export function curriculumEntry(unitId: string, name: Localized): string {
  const row = `['${name.ko}', '${name.en}', [['하위 단원', 'Sub-unit']]]`;
  const where = unitId.startsWith('kr-e')
    ? `ELEMENTARY['${unitId.slice(4, 7)}'], in textbook order`
    : unitId.startsWith('kr-m')
      ? `MIDDLE[${unitId[4]}] as [semester, row], in textbook order`
      : unitId.startsWith('kr-cm')
        ? `COMMON, in course ${unitId[5]}'s rows`
        : 'SAT, under its domain';
  return `  in ${where}: ${row}\n  and in PREREQUISITES: '${unitId}': ['<a unit the student needs first>'],`;
}

export interface Scaffold {
  files: string[];
  curriculumEntry: string;
}

/** Writes units/<id>.ts and lessons/<id>.ts under `root`; refuses an id of the wrong shape or an existing file. */
export function scaffoldUnit(unitId: string, name: Localized, root = CONTENT): Scaffold {
  if (!UNIT_ID.test(unitId)) {
    throw new Error(`"${unitId}" is not a unit id (kr-e3-1-2, kr-m2-5, kr-cm1-3, sat-h-a)`);
  }
  const files = [
    [join(root, 'units', `${unitId}.ts`), unitTemplateSource(unitId, name)],
    [join(root, 'lessons', `${unitId}.ts`), lessonSource(name)],
  ] as const;
  for (const [file] of files) {
    if (existsSync(file)) throw new Error(`${relative(root, file)} exists already`);
  }
  for (const [file, source] of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  return { files: files.map(([file]) => relative(root, file)), curriculumEntry: curriculumEntry(unitId, name) };
}
