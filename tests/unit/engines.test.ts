import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines` is a promise to whoever installs Sefer: every package the lock file installs must run on
 * the oldest Node.js we name (npm only warns, so a package that wants a newer one slips in quietly;
 * `cookie@2`, wanting Node 22, did once).
 */
describe('engines', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[] }>;
  };
  const oldest = semver.minVersion(pkg.engines.node)!.version;

  it('every installed package supports the oldest Node.js of package.json', () => {
    const wanting = Object.entries(lock.packages)
      .filter(([name, p]) => {
        const node = !Array.isArray(p.engines) ? p.engines?.node : undefined;
        return name !== '' && node !== undefined && !semver.satisfies(oldest, node);
      })
      .map(([name, p]) => `${name} wants ${(p.engines as { node: string }).node}`);
    expect(wanting, `oldest supported Node.js: ${oldest}`).toEqual([]);
  });
});
