import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchedHandles } from '../../src/server/web/route-handles';

/** A build's flat route manifest, as React Router's build writes it (the parts read here). */
function build(): ServerBuild {
  const route = (id: string, path: string | undefined, parentId?: string, index?: boolean) => ({
    id,
    path,
    parentId,
    index,
    module: { handle: { id } },
  });
  const routes = {
    root: route('root', ''),
    home: route('home', undefined, 'root', true),
    list: route('list', 'properties', 'root'),
    detail: route('detail', 'properties/:id', 'root'),
    location: route('location', 'properties/:id/location', 'root'),
    company: route('company', 'companies/:id', 'root'),
    callback: route('callback', 'auth/:provider/callback', 'root'),
    missing: route('missing', '*', 'root'),
  };
  return { routes } as unknown as ServerBuild;
}

const ids = (handles: unknown[]) => handles.map((handle) => (handle as { id: string }).id);

describe('the routes a page address matches (the catalogue namespaces its root loader sends)', () => {
  const app = build();

  it('matches each kind of address, and a data request as its page', () => {
    expect(ids(matchedHandles(app, '/'))).toEqual(['root', 'home']);
    expect(ids(matchedHandles(app, '/_root.data'))).toEqual(['root', 'home']);
    expect(ids(matchedHandles(app, '/properties?lang=am&page=2'))).toEqual(['root', 'list']);
    expect(ids(matchedHandles(app, '/properties/42'))).toEqual(['root', 'detail']);
    expect(ids(matchedHandles(app, '/properties/42.data'))).toEqual(['root', 'detail']);
    expect(ids(matchedHandles(app, '/properties/42/location'))).toEqual(['root', 'location']);
    expect(ids(matchedHandles(app, '/companies/7'))).toEqual(['root', 'company']);
    expect(ids(matchedHandles(app, '/auth/google/callback'))).toEqual(['root', 'callback']);
    expect(ids(matchedHandles(app, '/nowhere/at/all'))).toEqual(['root', 'missing']);
    // Digits inside a segment are not an id of their own.
    expect(ids(matchedHandles(app, '/properties/42abc/location'))).toEqual(['root', 'location']);
    expect(ids(matchedHandles(app, '/properties2'))).toEqual(['root', 'missing']);
  });

  it('gives every listing the same answer, and stays right past the addresses it remembers', () => {
    for (let id = 1; id <= 2000; id += 7)
      expect(ids(matchedHandles(app, `/properties/${id}`))).toEqual(['root', 'detail']);
    // Many addresses of other shapes (a crawler's 404s): the remembered answers are dropped, not wrong.
    for (let n = 0; n < 1500; n++)
      expect(ids(matchedHandles(app, `/old-page-${n}`))).toEqual(['root', 'missing']);
    expect(ids(matchedHandles(app, '/properties/5/location'))).toEqual(['root', 'location']);
    expect(ids(matchedHandles(app, '/auth/facebook/callback'))).toEqual(['root', 'callback']);
  });
});
