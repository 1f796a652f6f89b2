import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found from this file whether it runs from src/ (tsx, tests) or from the
 * bundle in build/. Migrations and the web build are read relative to it.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'drizzle');
export const WEB_BUILD_DIR = path.join(ROOT_DIR, 'build', 'web');
