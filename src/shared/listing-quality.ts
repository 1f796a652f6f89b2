import { IMAGE } from './constants';
import type { ListingType, PropertyType } from './enums';
import { termsApply } from './listing-terms';

/**
 * A listing's quality, 0–100, with the fixes that raise it (decision 041). Every point comes from
 * something a visitor uses and the publisher can see and change; nothing is secret and no fix
 * promises an effect Sefer has not measured.
 */
export interface QualityInput {
  listing_type: ListingType;
  property_type: PropertyType;
  images_count: number;
  /** Photos at least `QUALITY_SHARP_WIDTH` wide (not on public cards: My Properties carries it). */
  sharp_images_count: number;
  /** Videos of the listing (its owner's cards count the ones waiting for review too). */
  videos_count: number;
  latitude: number | null;
  longitude: number | null;
  area: number | null;
  description: string;
  description_am: string | null;
  furnished: string | null;
  condominium_scheme: string | null;
  floor: number | null;
  title_deed: string | null;
  advance_months: number | null;
  landmark: string | null;
  updated_at: string;
  /** When the publisher last confirmed the listing (decision 036); absent on older answers. */
  last_confirmed_at?: string;
}

export type QualityFix =
  | { key: 'photos'; missing: number; points: number }
  | { key: 'sharpPhotos'; count: number; points: number }
  | { key: 'pin' | 'area' | 'description' | 'descriptionAm' | 'terms' | 'fresh' | 'video'; points: number };

/** Photos that show a home from every side; more add little. */
export const QUALITY_PHOTOS = 8;
/**
 * A photo at least this wide is sharp wherever Sefer shows it: a phone's full-width gallery needs
 * ~1,000 device pixels (390 px at 2.6×), a laptop's gallery picks this variant. A narrower one
 * (a forwarded, re-compressed picture) counts half.
 */
export const QUALITY_SHARP_WIDTH: number = IMAGE.widths[2];
/** Characters of a description that says something beyond the title. */
export const QUALITY_DESCRIPTION = 200;
export const QUALITY_DESCRIPTION_AM = 100;
/** A listing edited or confirmed within this many days is fresh. */
export const QUALITY_FRESH_DAYS = 30;

/** The moment a listing was last vouched for: its last edit or confirmation, whichever is later. */
export const freshSince = (l: Pick<QualityInput, 'updated_at' | 'last_confirmed_at'>): number =>
  Math.max(Date.parse(l.updated_at), l.last_confirmed_at ? Date.parse(l.last_confirmed_at) : 0);

const WEIGHTS = {
  photos: 30,
  pin: 15,
  area: 10,
  description: 10,
  descriptionAm: 10,
  terms: 10,
  fresh: 10,
  video: 5,
};

/** Points of the photos: each of the first `QUALITY_PHOTOS` a share, a narrow one half of it. */
const photoPoints = (sharp: number, narrow: number) =>
  Math.round((WEIGHTS.photos * (sharp + narrow / 2)) / QUALITY_PHOTOS);

/** The Ethiopian terms (decision 035) that apply to this kind of listing, and how many are filled. */
function termsFilled(l: QualityInput): { filled: number; of: number } {
  const apply = termsApply(l.listing_type, l.property_type);
  const checks = [
    apply.furnished ? l.furnished !== null : null,
    apply.condominiumScheme ? l.condominium_scheme !== null : null,
    apply.floors ? l.floor !== null : null,
    apply.titleDeed ? l.title_deed !== null : null,
    apply.advanceMonths ? l.advance_months !== null : null,
    Boolean(l.landmark?.trim()),
  ].filter((c): c is boolean => c !== null);
  return { filled: checks.filter(Boolean).length, of: checks.length };
}

export function listingQuality(l: QualityInput, now = Date.now()): { score: number; fixes: QualityFix[] } {
  const fixes: QualityFix[] = [];
  let score = 0;
  // The sharp photos count first: a publisher who has 8 is told to replace nothing.
  const sharp = Math.min(l.sharp_images_count, l.images_count, QUALITY_PHOTOS);
  const narrow = Math.min(l.images_count, QUALITY_PHOTOS) - sharp;
  const missing = QUALITY_PHOTOS - sharp - narrow;
  const photos = photoPoints(sharp, narrow);
  score += photos;
  // Added photos are taken as sharp ones; what is left after them is the narrow photos' share.
  const withAdded = photoPoints(sharp + missing, narrow);
  if (missing > 0) fixes.push({ key: 'photos', missing, points: withAdded - photos });
  if (narrow > 0) fixes.push({ key: 'sharpPhotos', count: narrow, points: WEIGHTS.photos - withAdded });
  const part = (key: Exclude<QualityFix['key'], 'photos' | 'sharpPhotos'>, done: boolean) => {
    if (done) score += WEIGHTS[key];
    else fixes.push({ key, points: WEIGHTS[key] });
  };
  part('pin', l.latitude !== null && l.longitude !== null);
  part('area', (l.area ?? 0) > 0);
  part('description', l.description.trim().length >= QUALITY_DESCRIPTION);
  part('descriptionAm', (l.description_am?.trim().length ?? 0) >= QUALITY_DESCRIPTION_AM);
  const terms = termsFilled(l);
  const termPoints = terms.of ? Math.round((WEIGHTS.terms * terms.filled) / terms.of) : WEIGHTS.terms;
  score += termPoints;
  if (termPoints < WEIGHTS.terms) fixes.push({ key: 'terms', points: WEIGHTS.terms - termPoints });
  part('fresh', now - freshSince(l) <= QUALITY_FRESH_DAYS * 86_400_000);
  part('video', l.videos_count > 0);
  // The biggest gains first.
  fixes.sort((a, b) => b.points - a.points);
  return { score, fixes };
}
