import { beforeAll, describe, expect, it } from 'vitest';
import { builtServers, freePort } from '../support/server-process';

/**
 * Packages bundled into the server's build that read files beside their own code (decision 068):
 * swagger-ui serves the API documentation's pages, scripts and logo from its folder in
 * node_modules, which its bundled code must still find. Only the built server shows this: the
 * other integration tests run the source.
 */

const servers = builtServers('sefer-built-files-');

describe('files the built server reads beside its packages', () => {
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    await servers.start(servers.dataDir(), { PORT: String(port) });
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  it('serves the API documentation page, its script, stylesheet and logo', async () => {
    const page = await fetch(`${base}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('swagger-ui');

    const files = [
      ['static/swagger-ui-bundle.js', /javascript/],
      ['static/swagger-ui.css', /^text\/css/],
      ['static/swagger-initializer.js', /javascript/],
      ['static/logo.svg', /^image\/svg\+xml/],
    ] as const;
    for (const [file, type] of files) {
      const res = await fetch(`${base}/api/docs/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(type);
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThan(500);
    }
  });

  it('serves the OpenAPI document as JSON and YAML', async () => {
    const json = await fetch(`${base}/api/docs/json`);
    expect(json.status).toBe(200);
    expect(((await json.json()) as { info: { title: string } }).info.title).toBe('Sefer API');
    const yaml = await fetch(`${base}/api/docs/yaml`);
    expect(yaml.status).toBe(200);
    expect(await yaml.text()).toMatch(/^openapi: 3\./m);
  });
});
