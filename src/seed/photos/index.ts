/**
 * Demo photography drawn by code: every listing photo, the hero background, ad visuals and company logos of
 * the seed data set are SVG strings built here, with no downloads and no fonts (the machine is offline).
 * Same arguments, same bytes; different seeds give clearly different pictures. The SVGs use only what
 * librsvg (inside sharp) renders quickly: paths, polygons, linear gradients, a few small radial ones.
 */
import { hashString, rng } from './random';
import { drawAd } from './scenes/ad';
import { drawApartmentExterior } from './scenes/apartment';
import { drawBathroom } from './scenes/bathroom';
import { drawBedroom } from './scenes/bedroom';
import { drawCommercialExterior } from './scenes/commercial';
import { drawCondominiumExterior } from './scenes/condominium';
import { drawHero } from './scenes/hero';
import { drawHouseExterior } from './scenes/house';
import { drawKitchen } from './scenes/kitchen';
import { drawLandPlot } from './scenes/land';
import { drawLivingRoom } from './scenes/living';
import { drawLogoMark } from './scenes/logo';
import { drawOffice } from './scenes/office';
import { drawVillaExterior } from './scenes/villa';

export type PhotoKind =
  | 'apartment-exterior'
  | 'house-exterior'
  | 'villa-exterior'
  | 'condominium-exterior'
  | 'commercial-exterior'
  | 'land-plot'
  | 'living-room'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'office-interior';

export type PropertyType = 'house' | 'apartment' | 'condominium' | 'villa' | 'commercial' | 'land';

const SCENES: Record<PhotoKind, typeof drawLivingRoom> = {
  'apartment-exterior': drawApartmentExterior,
  'house-exterior': drawHouseExterior,
  'villa-exterior': drawVillaExterior,
  'condominium-exterior': drawCondominiumExterior,
  'commercial-exterior': drawCommercialExterior,
  'land-plot': drawLandPlot,
  'living-room': drawLivingRoom,
  bedroom: drawBedroom,
  kitchen: drawKitchen,
  bathroom: drawBathroom,
  'office-interior': drawOffice,
};

export const PHOTO_KINDS: readonly PhotoKind[] = Object.freeze(Object.keys(SCENES) as PhotoKind[]);

const dim = (v: number, name: string): number => {
  if (!Number.isFinite(v) || v < 1 || v > 10000)
    throw new RangeError(`${name} must be between 1 and 10000, got ${v}`);
  return Math.round(v);
};

/** Draws one photo. Same (kind, seed) → same SVG, byte for byte. Default 1600×1067 (3:2). */
export function drawPhoto(
  kind: PhotoKind,
  seed: number,
  size: { width: number; height: number } = { width: 1600, height: 1067 },
): string {
  const scene = SCENES[kind];
  if (!scene) throw new RangeError(`unknown photo kind: ${String(kind)}`);
  // Salting with the kind keeps seed 1 of a kitchen unrelated to seed 1 of a villa.
  return scene(rng(seed ^ hashString(kind)), dim(size.width, 'width'), dim(size.height, 'height'));
}

const INTERIORS: PhotoKind[] = ['living-room', 'bedroom', 'kitchen', 'bathroom'];

/** Which kinds make sense for a listing's photos, exterior first. */
export function photoKindsFor(propertyType: PropertyType): PhotoKind[] {
  switch (propertyType) {
    case 'house':
      return ['house-exterior', ...INTERIORS];
    case 'apartment':
      return ['apartment-exterior', ...INTERIORS];
    case 'condominium':
      return ['condominium-exterior', ...INTERIORS];
    case 'villa':
      return [
        'villa-exterior',
        'living-room',
        'kitchen',
        'bedroom',
        'bathroom',
        'villa-exterior',
        'living-room',
      ];
    case 'commercial':
      return ['commercial-exterior', 'office-interior', 'office-interior', 'commercial-exterior'];
    case 'land':
      return ['land-plot', 'land-plot'];
    default:
      throw new RangeError(`unknown property type: ${String(propertyType)}`);
  }
}

/** A wide hero background (default 1920×1080): Addis skyline at golden hour, dawn or dusk, Entoto behind. */
export function drawHeroBackground(
  seed: number,
  size: { width: number; height: number } = { width: 1920, height: 1080 },
): string {
  return drawHero(rng(seed ^ hashString('hero')), dim(size.width, 'width'), dim(size.height, 'height'));
}

/** An abstract advertisement visual, no text; the motif keeps clear of the copy's side. */
export function drawAdVisual(seed: number, size: { width: number; height: number }): string {
  return drawAd(rng(seed ^ hashString('ad')), dim(size.width, 'width'), dim(size.height, 'height'));
}

/** A company logo / avatar (square, default 400×400): a geometric mark on a coloured ground, no text. */
export function drawLogo(seed: number, size = 400): string {
  return drawLogoMark(rng(seed ^ hashString('logo')), dim(size, 'size'));
}
