import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { READING_PAGES, scriptsWaitForTap } from '../../src/web/lib/scripts-on-tap';

/** What the server knows of a page when it renders it: the matched route, leaf last. */
const pageOf = (id: string) =>
  ({
    staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id } }] },
  }) as unknown as EntryContext;
const request = (headers: Record<string, string>) => new Request('http://sefer.test/', { headers });

describe('which pages keep their scripts until a tap (decision 046)', () => {
  it('a reading page asked for with Save-Data or the switch on, by a visitor without a session', () => {
    expect(scriptsWaitForTap(request({ 'save-data': 'on' }), pageOf('routes/property-detail'))).toBe(true);
    expect(scriptsWaitForTap(request({ cookie: 'data_saver=1' }), pageOf('routes/home'))).toBe(true);
  });

  it('not when data saver is off, or switched off over the header', () => {
    expect(scriptsWaitForTap(request({}), pageOf('routes/home'))).toBe(false);
    expect(
      scriptsWaitForTap(request({ 'save-data': 'on', cookie: 'data_saver=0' }), pageOf('routes/home')),
    ).toBe(false);
  });

  it('not for a signed-in member, nor on pages that are forms or private', () => {
    const saving = { 'save-data': 'on' };
    expect(scriptsWaitForTap(request({ ...saving, cookie: 'sefer_session=1' }), pageOf('routes/home'))).toBe(
      false,
    );
    for (const page of ['routes/login', 'routes/contact', 'routes/add-property', 'routes/admin-review'])
      expect(scriptsWaitForTap(request(saving), pageOf(page))).toBe(false);
  });
});

it('names pages that exist (a route’s id is its module’s path under src/web)', () => {
  const web = path.resolve(import.meta.dirname, '../../src/web');
  for (const id of READING_PAGES) expect(existsSync(path.join(web, `${id}.tsx`)), id).toBe(true);
});
