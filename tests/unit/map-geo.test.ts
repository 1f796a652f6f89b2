import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAP } from '@shared/constants';
import { ADDIS_ABABA_SUBCITY_CENTRES } from '@shared/map-reference';
import type { MapMarker } from '@shared/schemas/map';
import { describe, expect, it } from 'vitest';
import { thumbnailVariant } from '../../src/server/features/properties/map-service';
import { createClusters } from '../../src/web/features/map/clusters';
import {
  boundsAround,
  boundsToQuery,
  findSubcityCentre,
  isValidCoordinate,
  listingLocation,
  popupsOpenAutomatically,
} from '../../src/web/features/map/geo';
import { readMapFilters } from '../../src/web/features/map/map-filters';

describe('coordinates (spec §5)', () => {
  it('accepts latitude -90..90 and longitude -180..180, edges included', () => {
    expect(isValidCoordinate(9.03, 38.75)).toBe(true);
    expect(isValidCoordinate(-90, -180)).toBe(true);
    expect(isValidCoordinate(90, 180)).toBe(true);
  });

  it('refuses out-of-range, missing, non-finite and never-set (0,0) coordinates', () => {
    expect(isValidCoordinate(90.0001, 38)).toBe(false);
    expect(isValidCoordinate(9, -180.5)).toBe(false);
    expect(isValidCoordinate(null, 38)).toBe(false);
    expect(isValidCoordinate(9, undefined)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 38)).toBe(false);
    expect(isValidCoordinate(9, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidCoordinate('9.03', '38.7')).toBe(false);
    expect(isValidCoordinate(0, 0)).toBe(false);
  });
});

describe('where a listing goes on its map', () => {
  const bole = { name: 'Bole', amharic_name: 'ቦሌ' };

  it('uses the exact coordinates at zoom 16 when they are valid', () => {
    expect(listingLocation({ latitude: 8.99, longitude: 38.79, subcity: bole })).toEqual({
      lat: 8.99,
      lng: 38.79,
      zoom: MAP.exactZoom,
      exact: true,
    });
  });

  it('falls back to the sub-city centre at zoom 13 when coordinates are invalid or missing', () => {
    const centre = { lat: 8.995, lng: 38.79, zoom: MAP.approximateZoom, exact: false };
    expect(listingLocation({ latitude: 95, longitude: 38.79, subcity: bole })).toEqual(centre);
    expect(listingLocation({ latitude: 9, longitude: 200, subcity: bole })).toEqual(centre);
    expect(listingLocation({ latitude: null, longitude: null, subcity: bole })).toEqual(centre);
    expect(listingLocation({ subcity: bole })).toEqual(centre);
  });

  it('finds the sub-city by its Amharic name or a differently punctuated English one', () => {
    expect(findSubcityCentre({ name: 'ንፋስ ስልክ ላፍቶ' })?.name).toBe('Nifas Silk-Lafto');
    expect(findSubcityCentre({ name: 'nifas silk lafto' })?.name).toBe('Nifas Silk-Lafto');
    expect(findSubcityCentre({ name: 'Unknown', amharic_name: 'ለሚ ኩራ' })?.name).toBe('Lemi Kura');
    expect(findSubcityCentre({ name: 'Adama Central' })).toBeUndefined();
    expect(findSubcityCentre(null)).toBeUndefined();
  });

  it('uses the default centre of Addis Ababa when neither coordinates nor a known sub-city exist', () => {
    expect(listingLocation({ latitude: null, longitude: null, subcity: { name: 'Adama Central' } })).toEqual({
      ...MAP.defaultCenter,
      zoom: MAP.defaultZoom,
      exact: false,
    });
  });

  it('keeps the reference centres equal to the demo data set (11 sub-cities, DESIGN §4)', () => {
    const seed = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../src/seed/data/ethiopia-locations.json'), 'utf8'),
    ) as { addis_ababa_subcities: Array<{ name: string; amharic_name: string; lat: number; lng: number }> };
    expect(ADDIS_ABABA_SUBCITY_CENTRES).toHaveLength(11);
    expect(
      seed.addis_ababa_subcities.map((s) => ({
        name: s.name,
        amharicName: s.amharic_name,
        lat: s.lat,
        lng: s.lng,
      })),
    ).toEqual(ADDIS_ABABA_SUBCITY_CENTRES);
  });
});

describe('view → listing search bounding box', () => {
  it('rounds outwards to 5 decimals so nothing on screen is left out', () => {
    expect(boundsToQuery({ south: 8.9912345, west: 38.7000001, north: 9.0500001, east: 38.8099999 })).toEqual(
      {
        min_lat: 8.99123,
        min_lng: 38.7,
        max_lat: 9.05001,
        max_lng: 38.81,
      },
    );
  });

  it('clamps to the ranges the API accepts and asks for every longitude when the view wraps the world', () => {
    expect(boundsToQuery({ south: -95, west: -200, north: 95, east: 200 })).toEqual({
      min_lat: -90,
      min_lng: -180,
      max_lat: 90,
      max_lng: 180,
    });
    expect(boundsToQuery({ south: 1, west: 170, north: 2, east: 190 })).toMatchObject({
      min_lng: 170,
      max_lng: 180,
    });
  });

  it('computes the view of a map of a given size as Leaflet draws it (Web Mercator)', () => {
    const b = boundsAround(MAP.defaultCenter, 12, 1024, 640);
    // 1024 px at zoom 12 are 1024 / (256 · 2¹²) of 360°.
    expect(b.east - b.west).toBeCloseTo((1024 / (256 * 4096)) * 360, 10);
    expect((b.east + b.west) / 2).toBeCloseTo(MAP.defaultCenter.lng, 10);
    expect(b.north).toBeGreaterThan(MAP.defaultCenter.lat);
    expect(b.south).toBeLessThan(MAP.defaultCenter.lat);
    // Mercator: a pixel spans cos(latitude) times as much latitude as longitude.
    const cos = Math.cos((MAP.defaultCenter.lat * Math.PI) / 180);
    expect((b.north - b.south) / (b.east - b.west)).toBeCloseTo((640 / 1024) * cos, 3);
  });
});

describe('map pieces', () => {
  const marker = (id: number, lat: number, lng: number): MapMarker => ({
    id,
    latitude: lat,
    longitude: lng,
    listing_type: 'sale',
    property_type: 'house',
    price: 1_000_000,
    price_band: null,
    title: `House ${id}`,
    title_am: null,
    thumbnail: null,
  });
  const addis = { south: 8.8, west: 38.6, north: 9.2, east: 39 };

  it('clusters nearby listings when zoomed out and shows each one when zoomed in', () => {
    const clusters = createClusters([
      marker(1, 9.01, 38.76),
      marker(2, 9.0101, 38.7601),
      marker(3, 8.9, 38.9),
    ]);
    const far = clusters.pointsIn(addis, 10);
    expect(far.filter((p) => p.kind === 'cluster')).toEqual([expect.objectContaining({ count: 2 })]);
    expect(far.filter((p) => p.kind === 'listing').map((p) => p.kind === 'listing' && p.marker.id)).toEqual([
      3,
    ]);
    const cluster = far.find((p) => p.kind === 'cluster')!;
    const zoom = clusters.expansionZoom(cluster.kind === 'cluster' ? cluster.id : -1);
    expect(zoom).toBeGreaterThan(10);
    expect(zoom).toBeLessThanOrEqual(MAP.maxZoom);
    const near = clusters.pointsIn(addis, MAP.maxZoom);
    expect(near.every((p) => p.kind === 'listing')).toBe(true);
    expect(near).toHaveLength(3);
  });

  it('leaves out what is outside the view', () => {
    const clusters = createClusters([marker(1, 9.01, 38.76), marker(2, 7.05, 38.47)]);
    const inView = clusters.pointsIn(addis, 14);
    expect(inView.map((p) => p.kind === 'listing' && p.marker.id)).toEqual([1]);
  });

  it('opens popups by themselves only above 768 px', () => {
    expect(popupsOpenAutomatically(769)).toBe(true);
    expect(popupsOpenAutomatically(768)).toBe(false);
    expect(popupsOpenAutomatically(390)).toBe(false);
  });

  it('reads only valid filter choices from the page query', () => {
    expect(readMapFilters(new URLSearchParams('listing_type=rent&property_type=villa'))).toEqual({
      listing_type: 'rent',
      property_type: 'villa',
    });
    expect(readMapFilters(new URLSearchParams('listing_type=lease&property_type=castle'))).toEqual({});
  });

  it('gives popups a small WebP of at least 320 px, else the largest there is', () => {
    const v = (format: 'webp' | 'avif', width: number) => ({
      format,
      width,
      height: width,
      key: `${format}${width}`,
      bytes: 1,
    });
    expect(thumbnailVariant([v('webp', 1024), v('avif', 320), v('webp', 640), v('webp', 320)])?.key).toBe(
      'webp320',
    );
    expect(thumbnailVariant([v('webp', 200), v('webp', 100)])?.key).toBe('webp200');
    expect(thumbnailVariant([v('avif', 320)])).toBeUndefined();
  });
});
