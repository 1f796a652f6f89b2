// `npm test`: unit and integration tests (Vitest), then browser journeys (Playwright).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-lib.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT }).status ?? 1;

const unit = run(path.join(ROOT, 'node_modules', '.bin', 'vitest'), ['run']);
if (unit !== 0) process.exit(unit);
process.exit(run(process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')]));
