import { describe, expect, it } from 'vitest';
import { listingText } from '../../src/web/features/properties/components/listing-text';

const listing = {
  title: 'Bright apartment in Bole',
  title_am: 'ቦሌ ውስጥ ብሩህ አፓርትመንት',
  description: 'Three bedrooms near the airport.',
  description_am: 'ከአየር ማረፊያው አጠገብ ሶስት መኝታ ቤቶች።',
};

describe('the text of a listing in the reader’s language', () => {
  it('Amharic readers get the Amharic text where there is one', () => {
    expect(listingText(listing, 'am')).toEqual({
      title: listing.title_am,
      description: listing.description_am,
      lang: 'am',
    });
    expect(listingText({ ...listing, title_am: null, description_am: null }, 'am').title).toBe(listing.title);
  });

  it('Tigrinya readers get the listing’s own text, never Amharic passed off as Tigrinya', () => {
    expect(listingText(listing, 'ti')).toEqual({
      title: listing.title,
      description: listing.description,
      lang: undefined,
    });
  });

  it('English and Oromo readers get the listing’s own text', () => {
    for (const lang of ['en', 'om'] as const) expect(listingText(listing, lang).title).toBe(listing.title);
  });
});
