// `npm start`: build when the build is missing or older than the sources, then run the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, ROOT } from './build-lib.mjs';

if (buildIsStale()) {
  console.log('Building Sefer (first start or sources changed)…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (process.argv.includes('--build-only')) process.exit(0);
await import(pathToFileURL(path.join(ROOT, 'build', 'app', 'main.mjs')).href);
