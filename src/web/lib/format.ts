import { CURRENCY, PRICE_LOCALE } from '@shared/constants';
import { ETHIOPIC_LANGUAGES, type LanguageCode } from '@shared/enums';

const priceFormat = new Intl.NumberFormat(PRICE_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Counts and areas: "1,250". One formatter for the page: `n.toLocaleString(locale)` builds a new
 * one on every call, which cost ~2 ms per listing card on a slowed phone CPU.
 */
const numberFormat = new Intl.NumberFormat(PRICE_LOCALE);

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "ETB 4,500,000": birr, locale en-ET, no decimals (spec §9). */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

/**
 * Formatters are made once per locale and kept: building an `Intl` formatter (most of all a date
 * one with the Ethiopian calendar) costs far more than formatting with it, and a page of cards
 * formats a date per card (2.9 % of a page's server CPU when each call built its own).
 */
function kept<T>(formats: Map<string, T>, locale: string, make: () => T): T {
  let format = formats.get(locale);
  if (!format) {
    format = make();
    formats.set(locale, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const compactFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(lang: LanguageCode): Intl.DateTimeFormat {
  const locale = ETHIOPIC_LANGUAGES.includes(lang)
    ? `${lang}-ET-u-ca-ethiopic`
    : lang === 'om'
      ? 'om-ET'
      : 'en-GB';
  // The day in Addis Ababa, wherever the page is rendered (server in UTC, browser anywhere), so
  // that the server's HTML and the hydrated page agree.
  return kept(
    dateFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'Africa/Addis_Ababa',
      }),
  );
}

/** 25M, 250K: short prices (the price filter's range buttons), in the reader's language. */
export function formatCompact(amount: number, lang: string): string {
  return kept(
    compactFormats,
    lang,
    () => new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(amount);
}

/** Dates in the Ethiopian calendar for Amharic and Tigrinya, Gregorian otherwise. */
export function formatDate(value: string | Date, lang: LanguageCode): string {
  return dateFormat(lang).format(typeof value === 'string' ? new Date(value) : value);
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
