// npm run content:new --workspace api -- <unitId> [--ko "단원 이름"] [--en "Unit name"]: creates the unit's template
// file (one complete template to start from) and its lesson file, and prints the course-map entry to add by hand.
// It never overwrites a file.
import { scaffoldUnit } from '../src/content/scaffold.js';

const [unitId, ...rest] = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = rest.indexOf(`--${name}`);
  return index >= 0 ? rest[index + 1] : undefined;
};
if (!unitId) {
  process.stderr.write('usage: npm run content:new --workspace api -- <unitId> [--ko "이름"] [--en "Name"]\n');
  process.exit(2);
}
try {
  const result = scaffoldUnit(unitId, { ko: option('ko') ?? '새 단원', en: option('en') ?? 'New unit' });
  process.stdout.write(
    `created ${result.files.join(' and ')}\n\nAdd the unit to the course map (src/content/curriculum.ts):\n${result.curriculumEntry}\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
