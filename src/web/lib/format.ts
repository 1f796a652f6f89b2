import { CURRENCY } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import { groupThousands, type Rounded, roundDecimal, wholeDigits } from './decimal';

export { formatDate } from './calendar';

/*
 * Numbers and dates are written by our own code, not `Intl` (decision 069): a fresh page's first
 * `Intl` number or date formatter cost 30–80 ms of its main thread in Chromium, on every page
 * load, for formats this app fixes (en-ET digits, four languages' dates). The tests compare each
 * function with `Intl` over many values, so the text is what `Intl` wrote before.
 */

/** A rounded number: its sign, its whole part as `writeWhole` writes it, its fraction. */
function written({ negative, whole, fraction }: Rounded, writeWhole: (digits: string) => string): string {
  return `${negative ? '-' : ''}${writeWhole(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Counts and areas: "1,250", "120.5" (en-ET: up to three decimals). */
export function formatNumber(value: number): string {
  return written(roundDecimal(value, 3), groupThousands);
}

/** "ETB 4,500,000": birr, locale en-ET, no decimals (spec §9). */
export function formatPrice(amount: number): string {
  const { negative, whole } = roundDecimal(amount, 0);
  return `${negative ? '-' : ''}${CURRENCY}\u00a0${groupThousands(whole)}`;
}

/** CLDR's short units of thousands, millions, billions and trillions, per language. */
const COMPACT_UNITS: Record<LanguageCode, readonly string[]> = {
  en: ['', 'K', 'M', 'B', 'T'],
  om: ['', 'K', 'M', 'G', 'T'],
  am: ['', '\u00a0ሺ', '\u00a0ሚ', '\u00a0ቢ', '\u00a0ት'],
  ti: ['', '\u00a0ሽ', '\u00a0ሚ', '\u00a0ቢ', '\u00a0ት'],
};

/** 25M, 250K: short prices (the price filter's range buttons), in the reader's language. */
export function formatCompact(amount: number, lang: string): string {
  const units = COMPACT_UNITS[lang as LanguageCode] ?? COMPACT_UNITS.en;
  let unit = Math.min(units.length - 1, Math.floor((wholeDigits(amount) - 1) / 3));
  let rounded = roundDecimal(amount, 1, unit * 3);
  // 999,960 is 1,000.0K once rounded: a million.
  if (rounded.whole.length > 3 && unit < units.length - 1) rounded = roundDecimal(amount, 1, ++unit * 3);
  return `${written(rounded, (whole) => whole)}${units[unit]}`;
}

/**
 * Cuts text to `max` characters plus '...' (spec: cards 100, list items 150). Spaces and
 * sentence marks at the cut are dropped, so a cut after a full stop reads "corner..." and not
 * "corner....". A character outside the basic plane (an emoji) is never split in half.
 */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max)
    .join('')
    .replace(/[\s.,;:!?\u1361-\u1366]+$/u, '')}...`;
}

/** Up to two upper-case initials of a name; 'U' when there is none (spec §2). */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return letters || 'U';
}
