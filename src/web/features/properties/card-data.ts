import type { LanguageCode } from '@shared/enums';
import { toCard } from '@shared/listing-card';
import type {
  CardListing,
  ListCardsResponse,
  ListPropertiesResponse,
  PropertyListItem,
} from '@shared/schemas/properties';

/**
 * What a page's loader keeps of the listings it shows as cards (decisions 056 and 058). The
 * loader's data is written into the page's HTML and sent again as the route's `.data` on each
 * navigation, so what no card of this language shows is left out: what no card shows at all
 * (`toCard`: the fields of `propertyCard`, descriptions cut for cards, the photo's card widths),
 * the Amharic texts for readers of another language (listingText shows them to Amharic readers
 * only, decision 044), and the English description for Amharic readers of a listing described in
 * Amharic. The API's answer keeps every field unless asked for cards (spec §3); this is the page's
 * own copy. A language switch re-runs the loaders, so the other texts arrive when they are shown.
 */
export function cardListings(
  listings: (PropertyListItem | CardListing)[],
  lang: LanguageCode,
): CardListing[] {
  const amharic = lang === 'am';
  return listings.map((listing) => {
    const card = toCard(listing);
    const amharicText = amharic && card.description_am ? card.description_am : null;
    return {
      ...card,
      title_am: amharic ? card.title_am : null,
      // An Amharic reader of a listing with an Amharic description never sees the other one.
      description: amharicText ? '' : card.description,
      description_am: amharicText,
    };
  });
}

/** A page of the listing search as a page's loader keeps it: its cards trimmed as above. */
export function cardPage(
  page: ListPropertiesResponse | ListCardsResponse,
  lang: LanguageCode,
): ListCardsResponse {
  return { ...page, results: cardListings(page.results, lang) };
}
