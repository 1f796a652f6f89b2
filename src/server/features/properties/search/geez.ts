/**
 * Ge'ez (Ethiopic) syllables to Latin letters, for search only. Each row of the syllabary is a
 * consonant in seven vowel orders (ä u i a e ə o) plus a labialised eighth. Homophone letters that
 * Amharic writes interchangeably share one Latin consonant: ሀ/ሐ/ኀ → h, ሰ/ሠ → s, አ/ዐ → (none),
 * ጸ/ፀ → ts. ቀ is written k or q in Latin: it becomes k, like ከ.
 */

const VOWELS = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'];
/** The glottal rows (አ, ዐ) are vowels on their own: አ is "a", እ is "e" (Entoto = እንጦጦ). */
const GLOTTAL_VOWELS = ['a', 'u', 'i', 'a', 'e', 'e', 'o', 'wa'];

/** Consonant of each 8-letter row, by the row's first code point. */
const ROWS: Record<number, string> = {
  4608: 'h', // ሀ
  4616: 'l', // ለ
  4624: 'h', // ሐ
  4632: 'm', // መ
  4640: 's', // ሠ
  4648: 'r', // ረ
  4656: 's', // ሰ
  4664: 'sh', // ሸ
  4672: 'k', // ቀ
  4688: 'k', // ቐ (Tigrinya)
  4704: 'b', // በ
  4712: 'v', // ቨ
  4720: 't', // ተ
  4728: 'ch', // ቸ
  4736: 'h', // ኀ
  4752: 'n', // ነ
  4760: 'ny', // ኘ
  4768: '', // አ
  4776: 'k', // ከ
  4792: 'h', // ኸ
  4808: 'w', // ወ
  4816: '', // ዐ
  4824: 'z', // ዘ
  4832: 'zh', // ዠ
  4840: 'y', // የ
  4848: 'd', // ደ
  4856: 'd', // ዸ
  4864: 'j', // ጀ
  4872: 'g', // ገ
  4888: 'g', // ጘ
  4896: 't', // ጠ
  4904: 'ch', // ጨ
  4912: 'p', // ጰ
  4920: 'ts', // ጸ
  4928: 'ts', // ፀ
  4936: 'f', // ፈ
  4944: 'p', // ፐ
};

/** Labialised rows (ቈ ቊ ቋ ቌ ቍ …): consonant + w + vowel. */
const LABIALISED: Record<number, string> = {
  4680: 'k', // ቈ
  4696: 'k', // ቘ
  4744: 'h', // ኈ
  4784: 'k', // ኰ
  4800: 'h', // ዀ
  4880: 'g', // ጐ
};
const LABIALISED_VOWELS = ['we', '', 'wi', 'wa', 'we', 'w', '', ''];

function syllable(code: number): string | undefined {
  const row = code & ~7;
  const order = code & 7;
  const consonant = ROWS[row];
  if (consonant !== undefined) return consonant + (consonant === '' ? GLOTTAL_VOWELS : VOWELS)[order];
  const labial = LABIALISED[row];
  if (labial !== undefined) return labial + LABIALISED_VOWELS[order];
  if (code >= 0x1358 && code <= 0x135a) return ['mya', 'rya', 'fya'][code - 0x1358];
  return undefined;
}

/** Replaces every Ethiopic letter with Latin; Ethiopic punctuation and numerals become spaces. */
export function transliterateGeez(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x1200 || code > 0x139f) {
      out += char;
      continue;
    }
    out += syllable(code) ?? ' ';
  }
  return out;
}
