// Browser tests: prepare fresh data (PGlite directory, and a PostgreSQL database when
// TEST_DATABASE_URL is set), run Playwright against real servers, clean up.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { ROOT } from './build-lib.mjs';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `\n!!! E2E TESTS SKIPPED: no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH) !!!\n`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${message}REQUIRE_E2E=1: failing.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

// Build once here so that the servers Playwright starts do not race to build.
const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--build-only'], {
  stdio: 'inherit',
  cwd: ROOT,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefer-e2e-'));
const env = { ...process.env, E2E_DATA_DIR: path.join(dataDir, 'pglite') };
const url = process.env.TEST_DATABASE_URL;
const dbName = `sefer_e2e_${process.pid}`;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  env.E2E_DATABASE_URL = u.toString();
}

// The demo data set, then a staff account made with the command line as an installer would
// (`create-staff`), so that the staff console's journeys can sign in. Both on the embedded
// database and, when there is one, on PostgreSQL (the directories are the servers' own, see
// playwright.config.ts). The servers then start on databases that already hold the demo data
// and do not seed again.
const cli = (args, database = {}) => {
  const run = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'src/server/cli/main.ts'), ...args],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: ROOT,
      env: { ...env, DATA_DIR: env.E2E_DATA_DIR, LOG_LEVEL: 'warn', ...database },
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
};
env.E2E_STAFF_EMAIL = 'e2e.staff@sefer.example.et';
env.E2E_STAFF_PASSWORD = `Staff-${randomBytes(9).toString('base64url')}`;
const databases = [
  {},
  ...(env.E2E_DATABASE_URL
    ? [{ DATA_DIR: `${env.E2E_DATA_DIR}-pg`, DATABASE_URL: env.E2E_DATABASE_URL }]
    : []),
];
for (const database of databases) {
  cli(['seed'], database);
  cli(['create-staff', '--email', env.E2E_STAFF_EMAIL, '--password', env.E2E_STAFF_PASSWORD], database);
}

// A real OpenID Connect provider on this machine, standing in for Google in the sign-in journey.
const OIDC_PORT = Number(process.env.E2E_PORT_BASE ?? 3100) + 99;
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
provider.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, {
    sub: 'e2e-google-selam',
    email: 'selam.tadesse@gmail.example',
    email_verified: true,
    name: 'Selam Tadesse',
  });
});
await provider.start(OIDC_PORT, '127.0.0.1');
// The provider names itself `localhost`, which Chromium may resolve to ::1 where nothing listens.
provider.issuer.url = `http://127.0.0.1:${OIDC_PORT}`;
env.E2E_OIDC_ISSUER = provider.issuer.url;

// Asynchronously: the provider above answers from this process's event loop.
const status = await new Promise((resolve) => {
  spawn(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: ROOT,
    env,
  }).on('exit', (code) => resolve(code ?? 1));
});

await provider.stop();
rmSync(dataDir, { recursive: true, force: true });
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
process.exit(status);
