import { MAP } from '@shared/constants';
import { ADDIS_ABABA_SUBCITY_CENTRES, type SubcityCentre } from '@shared/map-reference';

// Pure geography helpers of the maps: no Leaflet here, so they run (and are tested) anywhere.

export interface LatLng {
  lat: number;
  lng: number;
}

/** A view's edges in degrees, as Leaflet's `getBounds()` gives them. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Coordinates a map can use (spec §5: latitude within -90..90, longitude within -180..180).
 * 0,0 is refused too: it is what a form or an import leaves when the place was never set, and a
 * listing in the Gulf of Guinea is never right.
 */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat === 0 && lng === 0) return false;
  return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

const simplify = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The reference centre of an Addis Ababa sub-city, by its English or Amharic name. */
export function findSubcityCentre(
  subcity: { name: string; amharic_name?: string | null } | null | undefined,
): SubcityCentre | undefined {
  if (!subcity) return undefined;
  const names = [subcity.name, subcity.amharic_name].filter((n): n is string => Boolean(n)).map(simplify);
  return ADDIS_ABABA_SUBCITY_CENTRES.find(
    (c) => names.includes(simplify(c.name)) || names.includes(simplify(c.amharicName)),
  );
}

/** Where a map puts a listing, and how sure it is. */
export interface MapLocation extends LatLng {
  zoom: number;
  /** True: the listing's own coordinates; false: its sub-city's centre (or the city's). */
  exact: boolean;
}

/**
 * A listing's place on a map (spec §2, §9): its own coordinates at zoom 16 when they are valid;
 * else its sub-city's reference centre at zoom 13; else the default centre of Addis Ababa at the
 * default zoom (an address with no usable place at all).
 */
export function listingLocation(listing: {
  latitude?: number | null;
  longitude?: number | null;
  subcity?: { name: string; amharic_name?: string | null } | null;
}): MapLocation {
  if (isValidCoordinate(listing.latitude, listing.longitude)) {
    return { lat: listing.latitude!, lng: listing.longitude!, zoom: MAP.exactZoom, exact: true };
  }
  const centre = findSubcityCentre(listing.subcity);
  if (centre) return { lat: centre.lat, lng: centre.lng, zoom: MAP.approximateZoom, exact: false };
  return { ...MAP.defaultCenter, zoom: MAP.defaultZoom, exact: false };
}

/** The bounding-box filters of the listing search (`min_lat`, …) for a view. */
export interface BoundsQuery {
  min_lat: number;
  min_lng: number;
  max_lat: number;
  max_lng: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const floor5 = (v: number) => Math.floor(v * 1e5) / 1e5;
const ceil5 = (v: number) => Math.ceil(v * 1e5) / 1e5;

/**
 * Turns a view into the search's bounding box. Edges are rounded outwards to 5 decimals (about a
 * metre: nothing on screen is lost, and tiny moves give the same query, so cached answers are
 * reused) and clamped to the valid ranges the API accepts. A view wider than the world (zoomed
 * far out, or wrapped across the antimeridian) asks for every longitude.
 */
export function boundsToQuery(b: Bounds): BoundsQuery {
  const wholeWorld = b.east - b.west >= 360;
  return {
    min_lat: clamp(floor5(b.south), -90, 90),
    max_lat: clamp(ceil5(b.north), -90, 90),
    min_lng: wholeWorld ? -180 : clamp(floor5(b.west), -180, 180),
    max_lng: wholeWorld ? 180 : clamp(ceil5(b.east), -180, 180),
  };
}

/** Two bounding boxes ask the same question. */
export function sameBounds(a: BoundsQuery | null, b: BoundsQuery | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.min_lat === b.min_lat && a.min_lng === b.min_lng && a.max_lat === b.max_lat && a.max_lng === b.max_lng
  );
}

/**
 * The view a map of `width`×`height` pixels shows around `center` at `zoom` (Web Mercator, 256 px
 * tiles, as Leaflet draws it). The server uses it to list the listings of the first view before
 * the browser has measured the map.
 */
export function boundsAround(center: LatLng, zoom: number, width: number, height: number): Bounds {
  const scale = 256 * 2 ** zoom;
  const x = ((center.lng + 180) / 360) * scale;
  const sin = Math.sin((center.lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  const lngAt = (px: number) => (px / scale) * 360 - 180;
  const latAt = (py: number) => {
    const n = Math.PI - (2 * Math.PI * py) / scale;
    return (180 / Math.PI) * Math.atan(Math.sinh(n));
  };
  return {
    west: lngAt(x - width / 2),
    east: lngAt(x + width / 2),
    north: latAt(y - height / 2),
    south: latAt(y + height / 2),
  };
}

/** Popups open by themselves only on screens wider than the breakpoint (spec §2, §9). */
export function popupsOpenAutomatically(viewportWidth: number): boolean {
  return viewportWidth > MAP.mobilePopupBreakpoint;
}
