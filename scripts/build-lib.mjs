// Shared by build.mjs and start.mjs: what the build reads, and whether the build is stale.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP = path.join(ROOT, 'build', '.stamp');

const INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

function newest(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/** True when there is no build, or a source file changed after the last one. */
export function buildIsStale() {
  let built;
  try {
    built = statSync(STAMP).mtimeMs;
  } catch {
    return true;
  }
  return INPUTS.some((input) => newest(path.join(ROOT, input)) > built);
}
