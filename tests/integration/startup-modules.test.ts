import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { builtServers } from '../support/server-process';

/**
 * A server with the default configuration (embedded database, media on disk, mail to the outbox,
 * no Redis) never loads the clients of the services it does not use — the AWS SDK, node-postgres,
 * ioredis and Nodemailer are ~27, ~16, ~23 and ~15 MB of a process's memory — nor sharp before
 * its first image (~14 MB; decision 059). Each is loaded when its setting is given or its work
 * comes; the tests of those services and of the image pipeline cover that side.
 */
const servers = builtServers('sefer-startup-modules-');

const UNUSED = ['@aws-sdk/', 'pg', 'ioredis', 'nodemailer', 'sharp'];

it('starts, serves pages and API answers, and loads none of the unused services’ clients, nor the image library', async () => {
  const log = path.join(servers.dataDir(), 'imports.log');
  const { port } = await servers.startFresh('pglite', {
    IMPORT_LOG: log,
    NODE_OPTIONS: `--import=${path.resolve(import.meta.dirname, '../support/import-log/register.mjs')}`,
  });
  const base = `http://127.0.0.1:${port}`;
  for (const url of ['/', '/properties', '/api/properties/properties/?fields=card', '/api/health/ready']) {
    expect((await fetch(new URL(url, base))).status).toBeLessThan(400);
  }
  const resolved = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
  // The log works: packages every start loads from node_modules are in it (most others are
  // bundled into the server's build, decision 068; the clients below stay out of the bundle).
  expect(resolved).toContain('pino');
  expect(resolved).toContain('@electric-sql/pglite');
  const loaded = [...resolved].filter((name) =>
    UNUSED.some((u) => name === u || name.startsWith(u.endsWith('/') ? u : `${u}/`)),
  );
  expect(loaded).toEqual([]);

  // Started without NODE_ENV, as `npm start` from a shell is: React renders with its production
  // builds, not the development ones (a third more CPU per page).
  const builds = [...resolved].filter((line) => line.startsWith('require ') && line.includes('react'));
  expect(builds).toContain('require ./cjs/react.production.js');
  expect(builds).toContain('require ./cjs/react-dom-server.node.production.js');
  expect(builds.filter((line) => line.includes('development'))).toEqual([]);
});
