import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdSlotCounts } from '../../src/web/features/ads';
import { AdSlot, type AdSlotProps } from '../../src/web/features/ads/components/AdSlot';
import common from '../../src/web/i18n/locales/en/common.json';
import { TranslationContext } from '../../src/web/lib/translation';
import { createTranslator } from '../../src/web/lib/translator';

/**
 * The room a slot reserves in the server's HTML, before its ads load: as many placeholders as the
 * page says the slot will get (the root data's `adSlots`), `max` when it does not know.
 */
function placeholders(props: AdSlotProps, counts: Record<string, number> | null): number | null {
  const tree: ReactNode = createElement(
    TranslationContext.Provider,
    { value: createTranslator('en', common) },
    createElement(AdSlotCounts.Provider, { value: counts }, createElement(AdSlot, props)),
  );
  const html = renderToString(tree);
  if (!html.includes('data-ad-slot')) return null;
  return html.match(/animate-pulse/g)?.length ?? 0;
}

describe('ad slot room', () => {
  const banner = { placement: 'home', type: 'banner', max: 3 } as const;

  it('reserves room for every ad a slot may show when the page does not know how many will come', () => {
    expect(placeholders(banner, null)).toBe(3);
  });

  it('reserves room for the ads that will come, never more than the slot shows', () => {
    expect(placeholders(banner, { 'home:banner': 1 })).toBe(1);
    expect(placeholders(banner, { 'home:banner': 7 })).toBe(3);
  });

  it('draws nothing where no ad will come, as on an installation without ads', () => {
    expect(placeholders(banner, {})).toBeNull();
    expect(placeholders(banner, { 'home:sponsored': 4 })).toBeNull();
  });

  it('gives a slot repeated down a list only the ads no earlier slot showed', () => {
    const sponsored = { placement: 'property_listings', type: 'sponsored', max: 1, distinct: true } as const;
    const counts = { 'property_listings:sponsored': 2 };
    expect(placeholders({ ...sponsored, start: 1 }, counts)).toBe(1);
    expect(placeholders({ ...sponsored, start: 2 }, counts)).toBeNull();
  });
});
