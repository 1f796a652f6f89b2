import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationMap, type LocationMapProps } from '../../src/web/features/map/LocationMap';
import common from '../../src/web/i18n/locales/en/common.json';
import map from '../../src/web/i18n/locales/en/map.json';
import { TranslationContext } from '../../src/web/lib/translation';
import { createTranslator } from '../../src/web/lib/translator';

/** The root route of the stub: the root loader's data holds the tile config and the props. */
function Root() {
  return createElement(LocationMap, (useLoaderData() as { props: LocationMapProps }).props);
}

/** The server-rendered HTML of a listing's location map (before Leaflet exists: the card and overlay). */
function render(props: LocationMapProps): string {
  const config = {
    publicUrl: 'http://localhost',
    mapTileUrl: '/tiles/{z}/{x}/{y}.png',
    mapTileAttribution: 'Tiles',
  };
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Root, loader: () => ({ config, props }) },
  ]);
  const i18n = createTranslator('en', { ...common, ...map });
  return renderToString(
    createElement(
      TranslationContext.Provider,
      { value: i18n },
      createElement(Stub, { hydrationData: { loaderData: { root: { config, props } } } }),
    ),
  ).replace(/<!-- -->/g, '');
}

describe('LocationMap before the map loads', () => {
  it('says "Loading map..." and describes an exact location in its card', () => {
    const html = render({
      latitude: 8.995,
      longitude: 38.79,
      address: 'Bole Road, near Edna Mall',
      kebeleName: 'Woreda 03',
      subcity: { name: 'Bole', amharic_name: 'ቦሌ' },
      cityName: 'Addis Ababa',
    });
    expect(html).toContain('Loading map...');
    expect(html).toContain('Bole Road, near Edna Mall');
    expect(html).toContain('Woreda 03');
    expect(html).toContain('Bole (ቦሌ)');
    expect(html).toContain('Exact location');
    expect(html).not.toContain('Approximate location');
  });

  it('calls a listing with invalid coordinates approximate, and defaults the city to Addis Ababa', () => {
    const html = render({
      latitude: 123,
      longitude: 38.79,
      subcity: { name: 'Yeka', amharic_name: null },
    });
    expect(html).toContain('Approximate location');
    // The Amharic name comes from the reference list when the listing lacks it.
    expect(html).toContain('Yeka (የካ)');
    expect(html).toContain('Addis Ababa');
    expect(html).not.toContain('Exact location');
  });
});
