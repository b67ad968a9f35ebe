// Finds every unit file under ./units and imports it, so adding a unit is adding a file. Works from the
// TypeScript sources (tsx, vitest) and from the compiled output (dist/**/*.js) alike.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProblemTemplate } from './lib/types.js';
import { unitIdFiles } from './lib/unit-files.js';

export interface UnitTemplates {
  unitId: string;
  /** The file the templates came from, relative to the units folder. */
  file: string;
  templates: ProblemTemplate[];
}

export const UNITS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'units');

/** Unit ids are file names: kr-e1-1-1, kr-m2-5, kr-cm1-3, sat-h-a. */
export function unitFiles(folder = UNITS_FOLDER): { unitId: string; file: string }[] {
  return unitIdFiles(folder, import.meta.url);
}

let cache: Promise<UnitTemplates[]> | undefined;

/** Every unit file's templates, imported once per process. A file without `templates` is an error. */
export function loadUnits(): Promise<UnitTemplates[]> {
  cache ??= Promise.all(
    unitFiles().map(async ({ unitId, file }) => {
      const module = (await import(pathToFileURL(join(UNITS_FOLDER, file)).href)) as { templates?: unknown };
      if (!Array.isArray(module.templates)) {
        throw new Error(`content unit ${file} does not export "templates: ProblemTemplate[]"`);
      }
      return { unitId, file, templates: module.templates as ProblemTemplate[] };
    }),
  );
  return cache;
}

/** Every template of the bank, keyed by template id. */
export async function loadTemplateIndex(): Promise<Map<string, ProblemTemplate>> {
  const index = new Map<string, ProblemTemplate>();
  for (const unit of await loadUnits()) {
    for (const template of unit.templates) index.set(template.id, template);
  }
  return index;
}
