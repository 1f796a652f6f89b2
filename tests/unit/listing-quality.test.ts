import { describe, expect, it } from 'vitest';
import { listingQuality, type QualityInput } from '../../src/shared/listing-quality';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const complete: QualityInput = {
  listing_type: 'sale',
  property_type: 'condominium',
  images_count: 9,
  sharp_images_count: 9,
  videos_count: 1,
  latitude: 8.99,
  longitude: 38.79,
  area: 85,
  description: 'A'.repeat(220),
  description_am: 'ሀ'.repeat(120),
  furnished: 'unfurnished',
  condominium_scheme: '40_60',
  floor: 3,
  title_deed: 'has_deed',
  advance_months: null,
  landmark: 'Behind Edna Mall',
  updated_at: '2026-11-20T00:00:00Z',
};

describe('listing quality', () => {
  it('gives 100 and no fix to a listing with everything visitors use', () => {
    expect(listingQuality(complete, NOW)).toEqual({ score: 100, fixes: [] });
  });

  it('names each missing part with what it is worth, biggest first, and adds up to 100', () => {
    const bare: QualityInput = {
      ...complete,
      images_count: 2,
      sharp_images_count: 2,
      videos_count: 0,
      latitude: null,
      area: null,
      description: 'Short.',
      description_am: null,
      landmark: null,
      title_deed: null,
      updated_at: '2026-09-01T00:00:00Z',
    };
    const { score, fixes } = listingQuality(bare, NOW);
    expect(fixes.map((f) => f.key)).toEqual([
      'photos',
      'pin',
      'area',
      'description',
      'descriptionAm',
      'fresh',
      'video',
      'terms',
    ]);
    expect(fixes[0]).toEqual({ key: 'photos', missing: 6, points: 22 });
    expect(score + fixes.reduce((n, f) => n + f.points, 0)).toBe(100);
    // Photos 2 of 8 (8 points), three of the five terms (6 points).
    expect(score).toBe(8 + 6);
  });

  it('counts a photo narrower than a phone screen needs as half a photo, and says which to replace', () => {
    // 9 photos, 3 of them sharp: the 8 counted are 3 sharp and 5 narrow, worth 5.5 of 8.
    expect(listingQuality({ ...complete, sharp_images_count: 3 }, NOW)).toEqual({
      score: 91,
      fixes: [{ key: 'sharpPhotos', count: 5, points: 9 }],
    });
    // 4 photos, 1 sharp: adding 4 (taken as sharp) and replacing the 3 narrow ones give the rest.
    const { score, fixes } = listingQuality({ ...complete, images_count: 4, sharp_images_count: 1 }, NOW);
    expect(fixes).toEqual([
      { key: 'photos', missing: 4, points: 15 },
      { key: 'sharpPhotos', count: 3, points: 6 },
    ]);
    expect(score).toBe(100 - 21);
  });

  it('asks for a video, the smallest part', () => {
    expect(listingQuality({ ...complete, videos_count: 0 }, NOW)).toEqual({
      score: 95,
      fixes: [{ key: 'video', points: 5 }],
    });
  });

  it('asks only for the Ethiopian terms that apply to the kind of listing', () => {
    // Land for rent: no furniture, floors, scheme or title deed; the advance and the landmark apply.
    const land: QualityInput = {
      ...complete,
      listing_type: 'rent',
      property_type: 'land',
      furnished: null,
      condominium_scheme: null,
      floor: null,
      title_deed: null,
      advance_months: 3,
    };
    expect(listingQuality(land, NOW).fixes).toEqual([]);
    expect(listingQuality({ ...land, advance_months: null }, NOW).fixes).toEqual([
      { key: 'terms', points: 5 },
    ]);
  });
});
