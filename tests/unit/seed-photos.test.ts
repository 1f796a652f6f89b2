import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  drawAdVisual,
  drawHeroBackground,
  drawLogo,
  drawPhoto,
  PHOTO_KINDS,
  photoKindsFor,
} from '../../src/seed/photos/index';
import { rng } from '../../src/seed/photos/random';

const SMALL = { width: 400, height: 267 };

/** Rasterises like the seed pipeline does and returns size and per-channel spread. */
async function raster(svg: string) {
  const img = sharp(Buffer.from(svg));
  const png = await img.png().toBuffer();
  const meta = await sharp(png).metadata();
  const stats = await sharp(png).stats();
  const spread = stats.channels.slice(0, 3).map((c) => c.stdev);
  return { width: meta.width, height: meta.height, spread };
}

describe('seed photo PRNG', () => {
  it('is deterministic and stays in range', () => {
    const a = rng(42);
    const b = rng(42);
    const xs = Array.from({ length: 200 }, () => a.next());
    expect(Array.from({ length: 200 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const r = rng(7);
    for (let i = 0; i < 200; i++) {
      const n = r.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      expect(Number.isInteger(n)).toBe(true);
    }
    expect(rng(1).next()).not.toBe(rng(2).next());
    expect(() => rng(1).pick([])).toThrow();
  });
});

describe('drawPhoto', () => {
  it('gives the same SVG for the same kind and seed, and different SVGs otherwise', () => {
    for (const kind of PHOTO_KINDS) {
      const a = drawPhoto(kind, 11, SMALL);
      expect(drawPhoto(kind, 11, SMALL)).toBe(a);
      expect(drawPhoto(kind, 12, SMALL)).not.toBe(a);
      expect(a.startsWith('<svg')).toBe(true);
      expect(a).not.toContain('NaN');
      expect(a).not.toContain('Infinity');
      expect(a).not.toContain('<text');
    }
  });

  it('defaults to 1600×1067', () => {
    const svg = drawPhoto('kitchen', 3);
    expect(svg).toContain('width="1600"');
    expect(svg).toContain('height="1067"');
  });

  it.each(PHOTO_KINDS)('renders %s through sharp at the requested size, filling the frame', async (kind) => {
    for (const seed of [1, 2]) {
      const { width, height, spread } = await raster(drawPhoto(kind, seed, SMALL));
      expect(width).toBe(400);
      expect(height).toBe(267);
      // A blank or single-colour image has (near) zero spread; a photo-like one has plenty.
      for (const s of spread) expect(s).toBeGreaterThan(12);
    }
  });

  it('varies strongly between seeds (not just in a few bytes)', async () => {
    const a = await sharp(Buffer.from(drawPhoto('apartment-exterior', 1, SMALL)))
      .resize(40, 27)
      .raw()
      .toBuffer();
    const b = await sharp(Buffer.from(drawPhoto('apartment-exterior', 2, SMALL)))
      .resize(40, 27)
      .raw()
      .toBuffer();
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeGreaterThan(10);
  });

  it('rejects unknown kinds and bad sizes', () => {
    expect(() => drawPhoto('castle' as never, 1)).toThrow();
    expect(() => drawPhoto('bedroom', 1, { width: 0, height: 100 })).toThrow();
  });
});

describe('photoKindsFor', () => {
  it('puts the exterior first and only uses known kinds', () => {
    expect(photoKindsFor('apartment')[0]).toBe('apartment-exterior');
    expect(photoKindsFor('house')[0]).toBe('house-exterior');
    expect(photoKindsFor('villa')[0]).toBe('villa-exterior');
    expect(photoKindsFor('condominium')[0]).toBe('condominium-exterior');
    expect(photoKindsFor('commercial')).toContain('office-interior');
    expect(photoKindsFor('land')).toEqual(['land-plot', 'land-plot']);
    for (const t of ['house', 'apartment', 'condominium', 'villa', 'commercial', 'land'] as const) {
      for (const k of photoKindsFor(t)) expect(PHOTO_KINDS).toContain(k);
    }
  });
});

describe('hero, ads and logos', () => {
  it('draws a deterministic hero at the requested size', async () => {
    const svg = drawHeroBackground(5, { width: 480, height: 270 });
    expect(drawHeroBackground(5, { width: 480, height: 270 })).toBe(svg);
    expect(drawHeroBackground(6, { width: 480, height: 270 })).not.toBe(svg);
    const { width, height, spread } = await raster(svg);
    expect([width, height]).toEqual([480, 270]);
    for (const s of spread) expect(s).toBeGreaterThan(12);
    expect(drawHeroBackground(1)).toContain('width="1920"');
  });

  it('draws ad visuals for wide, tall and medium slots', async () => {
    for (const [width, height] of [
      [1200, 300],
      [300, 400],
      [400, 300],
    ] as const) {
      const svg = drawAdVisual(3, { width, height });
      expect(drawAdVisual(3, { width, height })).toBe(svg);
      const out = await raster(svg);
      expect([out.width, out.height]).toEqual([width, height]);
    }
    expect(drawAdVisual(3, SMALL)).not.toBe(drawAdVisual(4, SMALL));
  });

  it('draws square logos', async () => {
    const svg = drawLogo(9, 120);
    expect(drawLogo(9, 120)).toBe(svg);
    expect(drawLogo(10, 120)).not.toBe(svg);
    const out = await raster(svg);
    expect([out.width, out.height]).toEqual([120, 120]);
    expect(drawLogo(1)).toContain('width="400"');
  });
});
