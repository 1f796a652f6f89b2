import { LIST_ITEM_DESCRIPTION_CUT } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { CardListing, ListPropertiesResponse, PropertyListItem } from '@shared/schemas/properties';

/**
 * What a page's loader keeps of the listings it shows as cards (decision 056). The loader's data
 * is written into the page's HTML and sent again as the route's `.data` on each navigation, so
 * what no card of this language shows is left out: the Amharic texts for readers of another
 * language (listingText shows them to Amharic readers only, decision 044), the English description
 * for Amharic readers of a listing described in Amharic, and descriptions past the longest cut a
 * card makes. The API's answer keeps every field (spec §3); this is the page's
 * own copy. A language switch re-runs the loaders, so the other texts arrive when they are shown.
 * The view count goes too (`CardListing`): no card shows it, and it changes as people look, so a
 * list would never be the same twice and never answered 304 (`route-data-etag.ts`).
 */
export function cardListings(
  listings: (CardListing & Partial<Pick<PropertyListItem, 'views'>>)[],
  lang: LanguageCode,
): CardListing[] {
  const amharic = lang === 'am';
  return listings.map(({ views: _views, ...p }) => {
    const amharicText = amharic && p.description_am ? keepForCut(p.description_am) : null;
    return {
      ...p,
      title_am: amharic ? p.title_am : null,
      // An Amharic reader of a listing with an Amharic description never sees the other one.
      description: amharicText ? '' : keepForCut(p.description),
      description_am: amharicText,
    };
  });
}

/** A page of the listing search as a page's loader keeps it: its cards trimmed as above. */
export type CardPage = Omit<ListPropertiesResponse, 'results'> & { results: CardListing[] };

export function cardPage(page: ListPropertiesResponse, lang: LanguageCode): CardPage {
  return { ...page, results: cardListings(page.results, lang) };
}

/**
 * One character more than the longest cut (the list view's), so that `cut` at any card length
 * gives exactly what it gives on the whole text: it still sees the text as longer and adds '...'.
 */
function keepForCut(text: string): string {
  const chars = Array.from(text);
  return chars.length > LIST_ITEM_DESCRIPTION_CUT + 1
    ? chars.slice(0, LIST_ITEM_DESCRIPTION_CUT + 1).join('')
    : text;
}
