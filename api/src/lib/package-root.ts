// Locates the api package folder, so files beside it (migrations) are found from src/ and dist/ alike.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function apiPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The api package folder was not found');
    dir = parent;
  }
  return dir;
}

export const MIGRATIONS_FOLDER = join(apiPackageRoot(), 'drizzle');
