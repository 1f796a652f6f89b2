import type { LanguageCode } from '@shared/enums';
import type { PropertyListItem } from '@shared/schemas/properties';
import { placeName } from '../../locations';

type Texts = Pick<PropertyListItem, 'title' | 'title_am' | 'description' | 'description_am'>;

/**
 * The listing's Amharic text for Amharic readers when it has one, else its own (English) text.
 * Tigrinya readers get the listing's own text too, never the Amharic one: another language in
 * the same script would pass for a translation (decision 044).
 */
export function listingText(p: Texts, lang: LanguageCode) {
  const amharic = lang === 'am';
  const useAm = amharic && Boolean(p.title_am);
  return {
    title: useAm ? p.title_am! : p.title,
    description: amharic && p.description_am ? p.description_am : p.description,
    lang: useAm ? 'am' : undefined,
  };
}

/**
 * "Kebele, Sub-city, City" — empty when the listing has no location (spec: 'Location not
 * specified'). Readers of Ge'ez-script languages get the sub-city's Amharic name, the one place
 * name the API gives in both scripts (spec §3); the others stay as named.
 */
export function locationLine(p: Pick<PropertyListItem, 'kebele' | 'subcity' | 'city'>, lang = 'en'): string {
  return [p.kebele, p.subcity, p.city]
    .map((place) => place && placeName(place, lang))
    .filter(Boolean)
    .join(', ');
}

type Reachable = Pick<PropertyListItem, 'id' | 'agent' | 'owner'>;

/** `tel:` link of the agent, else the owner; else the detail page's contact section (DESIGN §4). */
export function callTarget(p: Reachable): string {
  const phone = p.agent?.phone_number ?? p.owner?.phone_number;
  return phone ? `tel:${phone.replace(/\s/g, '')}` : `/properties/${p.id}#contact`;
}

/**
 * Whom the call button reaches, so that its label tells the truth: the agent's phone, the
 * owner's, or (no phone at all) the contact section. Follows `callTarget`'s order.
 */
function callKind(p: Reachable): 'agent' | 'owner' | 'contact' {
  if (p.agent?.phone_number) return 'agent';
  if (p.owner?.phone_number) return 'owner';
  return 'contact';
}

/** The translation key of the call button: long ('Call Agent', cards and detail) or short ('Call'). */
export function callLabelKey(p: Reachable, short = false): string {
  const kind = callKind(p);
  if (kind === 'contact') return 'card.contact';
  if (short) return 'card.call';
  return kind === 'agent' ? 'card.callAgent' : 'card.callOwner';
}
