import { ETHIOPIC_LANGUAGES, type LanguageCode } from '@shared/enums';

/**
 * The page's dates written without `Intl` (decision 069: the browser's first date or number
 * formatter costs a fresh page 30–80 ms of its main thread): the day in Addis Ababa, in the
 * Ethiopian calendar for Amharic and Tigrinya and the Gregorian one otherwise, in the words and
 * order CLDR gives each language (what `Intl.DateTimeFormat` wrote before; `format-date.test.ts`
 * compares the two over whole years).
 */

/** Addis Ababa is UTC+3 all year (no daylight saving). */
const ADDIS_ABABA_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Julian day number of 1 January 1970. */
const UNIX_EPOCH_JDN = 2440588;
/** Julian day number of the day before 1 Meskerem of year 1 (Amete Mihret). */
const ETHIOPIC_EPOCH_JDN = 1724220;

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  om: [
    'Amajjii',
    'Guraandhala',
    'Bitootessa',
    'Eebila',
    'Caamsaa',
    'Waxabajjii',
    'Adoolessa',
    'Hagayya',
    'Fulbaana',
    'Onkoloolessa',
    'Sadaasa',
    'Mudde',
  ],
  am: ['መስከረም', 'ጥቅምት', 'ኅዳር', 'ታኅሣሥ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜን'],
  ti: ['መስከረም', 'ጥቅምቲ', 'ሕዳር', 'ታሕሳስ', 'ጥሪ', 'ለካቲት', 'መጋቢት', 'ሚያዚያ', 'ጉንበት', 'ሰነ', 'ሓምለ', 'ነሓሰ', 'ጷጉሜ'],
} as const satisfies Record<LanguageCode, readonly string[]>;

interface Day {
  year: number;
  /** 1-based: 1–12 Gregorian, 1–13 Ethiopian. */
  month: number;
  day: number;
}

/**
 * An Ethiopian date from a Julian day number: twelve months of 30 days and Pagume of 5, or of 6
 * in the years that leave 3 when divided by 4. Counted in cycles of four years from year 0, so
 * that the long year is each cycle's last.
 */
function ethiopicDay(jdn: number): Day {
  const days = jdn - ETHIOPIC_EPOCH_JDN - 1 + 365;
  const cycle = Math.floor(days / 1461);
  const inCycle = days - cycle * 1461;
  const yearInCycle = Math.min(3, Math.floor(inCycle / 365));
  const inYear = inCycle - yearInCycle * 365;
  return { year: 4 * cycle + yearInCycle, month: Math.floor(inYear / 30) + 1, day: (inYear % 30) + 1 };
}

/**
 * Dates in the Ethiopian calendar for Amharic and Tigrinya (`ETHIOPIC_LANGUAGES`), Gregorian
 * otherwise, as each language writes them, for a reader in Addis Ababa.
 */
export function formatDate(value: string | Date, lang: LanguageCode): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  const local = new Date(time + ADDIS_ABABA_OFFSET_MS);
  if (ETHIOPIC_LANGUAGES.includes(lang)) {
    const jdn = Math.floor(local.getTime() / DAY_MS) + UNIX_EPOCH_JDN;
    const { year, month, day } = ethiopicDay(jdn);
    const name = MONTHS[lang as 'am' | 'ti'][month - 1];
    return lang === 'am' ? `${day} ${name} ${year}` : `${name} ${day}, ${year} AM`;
  }
  const day = local.getUTCDate();
  const name = MONTHS[lang][local.getUTCMonth()];
  const year = local.getUTCFullYear();
  return lang === 'om' ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/**
 * The `Intl` locale for the staff screens' dates with times (audit log, alert figures), which keep
 * `Intl`: the Ethiopian calendar for `ETHIOPIC_LANGUAGES`, as `formatDate` writes public pages.
 */
export function intlDateLocale(lang: LanguageCode): string {
  if (ETHIOPIC_LANGUAGES.includes(lang)) return `${lang}-ET-u-ca-ethiopic`;
  return lang === 'om' ? 'om-ET' : 'en-GB';
}
