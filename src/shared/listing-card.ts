import { LIST_ITEM_DESCRIPTION_CUT } from './constants';
import type { CardListing, PropertyImage, PropertyListItem } from './schemas/properties';

/**
 * The widest photo rendition a card draws, and a listing photo on a phone (decision 056): at a
 * phone's density a full-width photo would otherwise take the 1024 px one, twice the bytes.
 */
export const CARD_PHOTO_MAX_WIDTH = 640;

/**
 * A description as a card needs it: one character past the longest cut a card makes (the list
 * item's), so that cutting it again at any card length gives exactly what cutting the whole text
 * gives, '...' included (the cut still sees a longer text). A character outside the basic plane
 * (an emoji) counts as one, as the web's `cut` counts it.
 */
function cardText(text: string): string {
  const chars = Array.from(text);
  return chars.length > LIST_ITEM_DESCRIPTION_CUT + 1
    ? chars.slice(0, LIST_ITEM_DESCRIPTION_CUT + 1).join('')
    : text;
}

function cardPhoto(image: PropertyImage): PropertyImage {
  return { ...image, variants: image.variants.filter((v) => v.width <= CARD_PHOTO_MAX_WIDTH) };
}

/**
 * What a listing card shows (decision 058), and so what `fields=card` answers (`propertyCard` is
 * derived from this list). Left out: coordinates, parking, lease and deed terms, dates but the
 * confirmation, and the view count.
 */
export const CARD_FIELDS = [
  'id',
  'title',
  'title_am',
  'description',
  'description_am',
  'listing_type',
  'property_type',
  'price',
  'currency',
  'area',
  'bedrooms',
  'bathrooms',
  'furnished',
  'floor',
  'building_floors',
  'price_per_m2',
  'price_reduced_at',
  'address',
  'region',
  'city',
  'subcity',
  'kebele',
  'primary_image',
  'images_count',
  'agent',
  'owner',
  'is_featured',
  'status',
  'last_confirmed_at',
] as const satisfies readonly (keyof PropertyListItem)[];
export type CardField = (typeof CARD_FIELDS)[number];

/**
 * A listing reduced to its card (decision 058): the fields of `propertyCard`, the descriptions cut
 * for cards, the photo's renditions a card draws. The one definition the API's `fields=card` and
 * the pages' kept cards both use.
 */
export function toCard(item: PropertyListItem | CardListing): CardListing {
  const card = Object.fromEntries(CARD_FIELDS.map((key) => [key, item[key]])) as CardListing;
  card.description = cardText(item.description);
  card.description_am = item.description_am === null ? null : cardText(item.description_am);
  card.primary_image = item.primary_image && cardPhoto(item.primary_image);
  return card;
}
