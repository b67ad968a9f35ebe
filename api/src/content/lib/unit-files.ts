// The files of a folder named by a unit id (kr-e1-1-1, kr-m2-5, kr-cm1-3, sat-h-a), in unit order. The unit
// registry and the lessons both find their files this way, from the TypeScript sources (tsx, vitest) and from the
// compiled output (dist/**/*.js) alike: `moduleUrl` (the caller's import.meta.url) tells which extension to read.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const UNIT_FILE = /^((?:kr|sat)-[a-z0-9-]+)\.(?:ts|js)$/;

export function unitIdFiles(folder: string, moduleUrl: string): { unitId: string; file: string }[] {
  const extension = fileURLToPath(moduleUrl).endsWith('.ts') ? '.ts' : '.js';
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter((file) => file.endsWith(extension) && !file.endsWith('.d.ts') && !file.includes('.test.'))
    .flatMap((file) => {
      const match = UNIT_FILE.exec(file);
      return match?.[1] ? [{ unitId: match[1], file }] : [];
    })
    .sort((a, b) => a.unitId.localeCompare(b.unitId, 'en', { numeric: true }));
}
