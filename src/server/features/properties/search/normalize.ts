import { transliterateGeez } from './geez';

/**
 * The search key of a text: one spelling for the many ways Ethiopian words are written, so
 * that "bole", "Bole" and "ቦሌ" — or "Kazanchis" and "ካዛንቺስ", "Hawassa" and "ሐዋሳ" — meet.
 * Applied the same way to listings (stored in `search_text`) and to queries, it need not be
 * readable, only consistent (decision 009):
 *
 * 1. lower case, accents removed, Ge'ez transliterated (homophone letters folded);
 * 2. Latin spelling variants folded: q→k, c→k (but ch), ph→f, kh→h, gn→ny, x→ks, tz→ts,
 *    a final y→i;
 * 3. ä is written "e" or "a": every e becomes a;
 * 4. the sixth-order vowel is written "i" or not at all ("Sidist"/ስድስት): an i between two
 *    consonants is dropped;
 * 5. the glide after i or u is dropped before a vowel ("Piassa"/ፒያሳ "piyasa", "Keranio"/ቀራኒዮ);
 * 6. doubled letters become single ("Addis", "Gullele").
 */
export function searchKey(text: string): string {
  let s = transliterateGeez(text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
  s = s
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/ph/g, 'f')
    .replace(/kh/g, 'h')
    .replace(/q/g, 'k')
    .replace(/c(?!h)/g, 'k')
    .replace(/gn/g, 'ny')
    .replace(/x/g, 'ks')
    .replace(/tz/g, 'ts')
    .replace(/y\b/g, 'i')
    .replace(/e/g, 'a');
  // Dropping letters can create new matches ("sidist" → "sdist" → "sdst"): repeat until stable.
  for (let previous = ''; previous !== s; ) {
    previous = s;
    s = s
      .replace(/([bcdfghjklmnprstvwyzš])i(?=[bcdfghjklmnprstvwz])/g, '$1')
      .replace(/iy(?=[aiou])/g, 'i')
      .replace(/uw(?=[aiou])/g, 'u');
  }
  return s
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search query, as keys; words shorter than two letters are left out. */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      searchKey(query)
        .split(' ')
        .filter((t) => t.length >= 2),
    ),
  ].slice(0, 8);
}

/**
 * The LIKE pattern of a search term against the stored keys (substring, decision 009). Every
 * reader of the keys — the SQL search and the listing index's word reads — uses this one, so
 * both find the same listings.
 */
export function keyPattern(term: string): string {
  return `%${term}%`;
}
