/**
 * Shared pieces of the listing text: the context a sentence template reads, number and floor
 * formatting, and the sale/rent wording in both languages.
 */
import type { PropertyType } from '@shared/enums';
import type { Bi } from './places';
import type { Rng } from './random';

/** The kinds of commercial space the demo lists. */
export type CommercialKind = 'office' | 'shop' | 'warehouse' | 'building';

/** Everything a template may mention about one listing. */
export interface Ctx {
  r: Rng;
  sale: boolean;
  type: PropertyType;
  kind: CommercialKind | null;
  hood: Bi;
  subcity: Bi;
  lm: Bi;
  lm2: Bi;
  adj: Bi;
  /** With the bedrooms: "3-bedroom apartment" / "ባለ 3 መኝታ አፓርትመንት". */
  unit: Bi;
  /** Plain: "apartment" / "አፓርትመንት". */
  noun: Bi;
  /** With the area: "120 m² apartment" / "house on a 400 m² plot". */
  sized: Bi;
  /** "3 bedrooms and 2 bathrooms" / "3 መኝታ ቤት እና 2 መታጠቢያ ቤት". */
  rooms: Bi;
  area: number;
  bedrooms: number;
  bathrooms: number;
  parking: number;
  /** 0 is the ground floor. */
  floor: number;
  /** Floors above ground: a G+4 building has 4. */
  storeys: number;
  price: number;
  perM2: number;
  lightRail: boolean;
  nearAirport: boolean;
  /** False for a town outside Addis Ababa, where `subcity` and `hood` both name the town. */
  addis: boolean;
}

/** One sentence template. */
export type Line = (c: Ctx) => Bi | null;

/** 1234567 → "1,234,567" (no locale data needed). */
export const fmt = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Capitalises the first letter (Ge'ez has no case, so only English needs it). */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "3rd floor" / "3ኛ ፎቅ"; the ground floor has its own words. */
export function floorName(floor: number): Bi {
  return floor === 0
    ? { en: 'ground floor', am: 'የመሬት ወለል' }
    : { en: `${ordinal(floor)} floor`, am: `${floor}ኛ ፎቅ` };
}

/** "for sale" / "for rent" / "for lease" (land). */
export const forEn = (c: Ctx) => (c.sale ? 'for sale' : c.type === 'land' ? 'for lease' : 'for rent');
/** ይሸጣል (is for sale) / ይከራያል (is for rent). */
export const verbAm = (c: Ctx) => (c.sale ? 'ይሸጣል' : 'ይከራያል');
/** "has been offered for sale / for rent". */
export const offerAm = (c: Ctx) => (c.sale ? 'ለሽያጭ ቀርቧል' : 'ለኪራይ ቀርቧል');
/** ለሽያጭ / ለኪራይ. */
export const forAm = (c: Ctx) => (c.sale ? 'ለሽያጭ' : 'ለኪራይ');
/** Who takes the property: buyer or tenant. */
export const partyEn = (c: Ctx) => (c.sale ? 'buyer' : 'tenant');
/** ገዢው / ተከራዩ. */
export const partyAm = (c: Ctx) => (c.sale ? 'ገዢው' : 'ተከራዩ');
/** "a" or "an" for the phrase that follows ("an 80 m² …", "an elegant …", "a 3-bedroom …"). */
function article(phrase: string): 'a' | 'an' {
  const digits = /^\d[\d,]*/.exec(phrase)?.[0].replace(/,/g, '');
  if (digits) {
    // Spoken "eight…", "eleven…", "eighteen…" start with a vowel sound.
    if (digits.startsWith('8')) return 'an';
    const group = digits.length % 3;
    return (digits.startsWith('11') || digits.startsWith('18')) && group === 2 ? 'an' : 'a';
  }
  return /^[aeio]/i.test(phrase) ? 'an' : 'a';
}

/** The phrase with its article: "an elegant villa". */
export const withArticle = (phrase: string): string => `${article(phrase)} ${phrase}`;

/**
 * Attaches a preposition (ለ "to, for", ከ "from") to an Amharic phrase. A leading genitive የ gives
 * way to the preposition, as Amharic requires: የአሜሪካ ኤምባሲ → ከአሜሪካ ኤምባሲ. Not for place
 * names: የካ (Yeka) begins with የ and must keep it.
 */
export function attach(preposition: 'ለ' | 'ከ', phrase: string): string {
  return preposition + (phrase.startsWith('የ') ? phrase.slice(1) : phrase);
}

/**
 * Where the listing is, as an area: "in the Atlas area of Bole" / "በቦሌ ክፍለ ከተማ አትላስ አካባቢ";
 * outside Addis Ababa just the town: "in Adama" / "በአዳማ ከተማ".
 */
export function inArea(c: Ctx): Bi {
  return c.addis
    ? { en: `in the ${c.hood.en} area of ${c.subcity.en}`, am: `በ${c.subcity.am} ክፍለ ከተማ ${c.hood.am} አካባቢ` }
    : { en: `in ${c.hood.en}`, am: `በ${c.hood.am} ከተማ` };
}

/** Where the listing is, as a place: "Atlas, Bole" / "ቦሌ ክፍለ ከተማ፣ አትላስ"; outside Addis the town. */
export function place(c: Ctx): Bi {
  return c.addis
    ? { en: `${c.hood.en}, ${c.subcity.en}`, am: `${c.subcity.am} ክፍለ ከተማ፣ ${c.hood.am}` }
    : { en: c.hood.en, am: `${c.hood.am} ከተማ` };
}
