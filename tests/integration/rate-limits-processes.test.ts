import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/server/features/auth/limits';
import { ensureBuild, freePort, type Started, startServer, waitFor } from '../support/server-process';

// Two real server processes, as behind a load balancer, counting in the local Redis under a
// prefix of their own. Each has its own embedded database: the limit counts attempts per
// address whatever the account, so nothing else needs sharing.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `sefer-test-${randomBytes(6).toString('hex')}`;
const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'sefer-redis-')));
const servers: Started[] = [];

beforeAll(ensureBuild, 300_000);
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('two server processes with REDIS_URL', () => {
  it('share one sign-in limit, and close their Redis connection when stopped', async () => {
    const ports = await Promise.all(dirs.map(() => freePort()));
    for (const [i, dir] of dirs.entries())
      servers.push(startServer(dir, { PORT: String(ports[i]), REDIS_URL, REDIS_KEY_PREFIX: PREFIX }));
    await Promise.all(servers.map((s) => waitFor(s, 'Sefer is ready')));

    const attempt = (i: number) =>
      fetch(`http://127.0.0.1:${ports[i % 2]}/api/auth/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody-${i}`, password: 'x' }),
      }).then((res) => res.status);
    const allowed = AUTH_LIMITS.signInIp.points;
    const statuses: number[] = [];
    for (let i = 0; i < allowed; i++) statuses.push(await attempt(i));
    expect(statuses).toEqual(Array(allowed).fill(401));
    expect([await attempt(0), await attempt(1)]).toEqual([429, 429]);

    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.get(`${PREFIX}:rl:auth:signInIp:127.0.0.1`)).toBe(String(allowed + 2));
      // Each process names its connection after the prefix.
      const connections = async () =>
        ((await redis.client('LIST')) as string)
          .split('\n')
          .filter((line) => line.includes(`name=${PREFIX} `)).length;
      expect(await connections()).toBe(2);
      servers[0]!.child.kill('SIGTERM');
      expect(await servers[0]!.exited).toBe(0);
      expect(await connections()).toBe(1);
    } finally {
      await redis.quit();
    }
  }, 180_000);
});
