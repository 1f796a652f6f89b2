import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). scripts/e2e.mjs prepares
 * the data directories (and a PostgreSQL database when TEST_DATABASE_URL is set) and passes them
 * in the environment; each server starts with the demo data set.
 */
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const pgliteDir = process.env.E2E_DATA_DIR ?? './data-e2e';
const postgresUrl = process.env.E2E_DATABASE_URL;
const issuer = process.env.E2E_OIDC_ISSUER;
/** Ports BASE (demo data), BASE+1 (PostgreSQL), BASE+2 (bare); set apart to run two checkouts at once. */
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
/** Google sign-in against the local OpenID Connect provider that scripts/e2e.mjs starts. */
const google: Record<string, string> = issuer
  ? {
      GOOGLE_CLIENT_ID: 'sefer-e2e',
      GOOGLE_CLIENT_SECRET: 'sefer-e2e-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    }
  : {};

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const server = (port: number, env: Record<string, string>) => ({
  command: 'node scripts/start.mjs',
  url: `http://127.0.0.1:${port}/api/health/`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Map tiles come from outside: tests never fetch them (a closed local port fails at once);
    // maps must work without tiles.
    MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    // Every test signs in from 127.0.0.1: the abuse limits (20 sign-ins per 15 minutes per
    // address) would refuse the later ones. The limits themselves are tested in vitest.
    RATE_LIMIT_FACTOR: '100',
    // Views and ad events count once per address and day: a test that counts them plays a visitor
    // of its own with X-Forwarded-For, believed from loopback only.
    TRUST_PROXY: 'loopback',
    // A busy shared test machine delays every event loop: the browser tests are not a spike, and
    // a page refused as "busy" would fail them. Load shedding is tested in
    // tests/integration/page-overload.test.ts.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    PAGE_QUEUE_WAIT_MS: '60000',
    ...env,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The service worker (decision 047) would answer some requests itself, out of reach of the
  // tests' page.route(): it runs only in the tests about it (offline.spec.ts).
  use: { trace: 'retain-on-failure', launchOptions, serviceWorkers: 'block' },
  webServer: [
    server(BASE, { DATA_DIR: pgliteDir, ...google }),
    // No demo data, no social provider: the screens of a brand-new installation.
    server(BASE + 2, { DATA_DIR: `${pgliteDir}-bare`, DEMO_DATA: 'false' }),
    ...(postgresUrl
      ? [server(BASE + 1, { DATA_DIR: `${pgliteDir}-pg`, DATABASE_URL: postgresUrl, DEMO_DATA: 'true' })]
      : []),
  ],
  projects: [
    {
      name: 'pglite-desktop',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${BASE}` },
      grepInvert: /@bare/,
    },
    {
      name: 'bare-desktop',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${BASE + 2}` },
      grep: /@bare/,
    },
    {
      name: 'pglite-phone',
      use: { ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${BASE}` },
      grep: /@phone/,
    },
    ...(postgresUrl
      ? [
          {
            name: 'postgres-desktop',
            use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${BASE + 1}` },
            grep: /@smoke/,
          },
        ]
      : []),
  ],
});
