import { describe, expect, it } from 'vitest';
import { searchHref } from '../../src/web/features/saved-searches/SavedSearchCard';
import { searchName } from '../../src/web/features/saved-searches/search-name';
import am from '../../src/web/i18n/locales/am/alerts.json';
import en from '../../src/web/i18n/locales/en/alerts.json';
import { createTranslator } from '../../src/web/lib/translator';

const q = new URLSearchParams('property_type=apartment&listing_type=rent&bedrooms=2&max_price=30000');

describe('a saved search’s name', () => {
  it('reads as a sentence in English', () => {
    const { t } = createTranslator('en', en);
    expect(searchName(q, 'Bole', t)).toBe('2+ bedroom apartments for rent in Bole under 30,000 ETB');
    expect(searchName(new URLSearchParams(''), null, t)).toBe('Properties');
    expect(searchName(new URLSearchParams('search=near school&min_lat=9'), null, t)).toBe(
      '“near school” properties on the map',
    );
  });

  it('is written in Amharic word order in Amharic', () => {
    const { t } = createTranslator('am', am);
    expect(searchName(q, 'ቦሌ', t)).toBe('በቦሌ ከ30,000 ብር በታች የሚከራዩ ባለ 2+ መኝታ አፓርታማዎች');
  });
});

describe('a saved search’s link', () => {
  it('opens the list, or the map for a saved area', () => {
    expect(searchHref('bedrooms=2')).toBe('/properties?bedrooms=2');
    expect(searchHref('listing_type=rent&min_lat=9&max_lat=9.1&min_lng=38&max_lng=38.1')).toBe(
      '/map?listing_type=rent',
    );
  });
});
