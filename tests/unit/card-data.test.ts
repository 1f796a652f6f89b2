import { CARD_DESCRIPTION_CUT, LIST_ITEM_DESCRIPTION_CUT } from '@shared/constants';
import type { ApiImage } from '@shared/schemas/media';
import type { PropertyListItem } from '@shared/schemas/properties';
import { describe, expect, it } from 'vitest';
import { cardListings } from '../../src/web/features/properties/card-data';
import { listingText } from '../../src/web/features/properties/components/listing-text';
import { cut } from '../../src/web/lib/format';
import { offeredVariants } from '../../src/web/ui/Picture';

const long = (word: string) => Array.from({ length: 60 }, (_, i) => `${word}${i}`).join(' ');
const listing = (over: Partial<PropertyListItem>) =>
  ({
    id: 1,
    title: 'Bright flat',
    title_am: 'ብሩህ አፓርትመንት',
    description: long('word'),
    description_am: long('ቃል'),
    ...over,
  }) as PropertyListItem;

describe("a page's copy of its cards (decision 056)", () => {
  it('shows exactly what the whole listing shows, at every cut and in every language', () => {
    const samples = [
      listing({}),
      listing({ title_am: null, description_am: null }),
      listing({ description: 'Short.', description_am: 'አጭር።' }),
      // Exactly at the longest cut, and one past it: the edges of the kept length.
      listing({ description: 'x'.repeat(LIST_ITEM_DESCRIPTION_CUT) }),
      listing({ description: 'x'.repeat(LIST_ITEM_DESCRIPTION_CUT + 1) }),
      listing({ description: `${'x'.repeat(LIST_ITEM_DESCRIPTION_CUT - 1)}. and more` }),
    ];
    for (const lang of ['en', 'am', 'om', 'ti'] as const)
      for (const whole of samples) {
        const [kept] = cardListings([whole], lang);
        const shown = listingText(whole, lang);
        const fromKept = listingText(kept!, lang);
        expect(fromKept.title).toBe(shown.title);
        expect(fromKept.lang).toBe(shown.lang);
        for (const length of [CARD_DESCRIPTION_CUT, LIST_ITEM_DESCRIPTION_CUT])
          expect(cut(fromKept.description, length)).toBe(cut(shown.description, length));
      }
  });

  it('leaves out the Amharic texts for readers of another language, and long descriptions', () => {
    const [en] = cardListings([listing({})], 'en');
    expect(en!.title_am).toBeNull();
    expect(en!.description_am).toBeNull();
    expect(Array.from(en!.description)).toHaveLength(LIST_ITEM_DESCRIPTION_CUT + 1);
    const [am] = cardListings([listing({})], 'am');
    expect(am!.title_am).toBe('ብሩህ አፓርትመንት');
    expect(Array.from(am!.description_am!)).toHaveLength(LIST_ITEM_DESCRIPTION_CUT + 1);
    expect(am!.description).toBe('');
    const [amWithoutAmharic] = cardListings([listing({ description_am: null })], 'am');
    expect(amWithoutAmharic!.description).not.toBe('');
    // Structured data names the listing by its own title, whatever the reader's language.
    expect(am!.title).toBe('Bright flat');
  });

  it('leaves out the view count, which no card shows and every visit changes', () => {
    const [card] = cardListings([listing({ views: 7 })], 'en');
    expect(card).not.toHaveProperty('views');
  });
});

describe('photo renditions offered up to a width', () => {
  const image = {
    variants: [320, 640, 1024, 1600].flatMap((width) => [
      { format: 'avif', width, height: width, url: `/a-${width}.avif` },
      { format: 'webp', width, height: width, url: `/a-${width}.webp` },
    ]),
  } as ApiImage;
  const widths = (v: { width: number }[]) => v.map((x) => x.width);

  it('offers every width without a limit, those up to it with one, the small ones saving data', () => {
    expect(widths(offeredVariants(image, 'avif', false))).toEqual([320, 640, 1024, 1600]);
    expect(widths(offeredVariants(image, 'avif', false, 640))).toEqual([320, 640]);
    expect(widths(offeredVariants(image, 'webp', true, 640))).toEqual([320]);
    expect(widths(offeredVariants(image, 'avif', true))).toEqual([320]);
  });

  it('offers the smallest when none fits', () => {
    expect(widths(offeredVariants(image, 'avif', false, 200))).toEqual([320]);
  });
});
