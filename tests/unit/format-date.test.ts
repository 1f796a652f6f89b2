import { expect, it } from 'vitest';
import { intlDateLocale } from '../../src/web/lib/calendar';
import { formatDate } from '../../src/web/lib/format';

// 2026-09-11 21:30 UTC is already 12 September in Addis Ababa (UTC+3): Meskerem 2, 2019 E.C.
const lateEvening = '2026-09-11T21:30:00Z';
const expected = {
  en: '12 September 2026',
  am: '2 መስከረም 2019',
  ti: 'መስከረም 2, 2019 AM',
  om: 'Fulbaana 12, 2026',
} as const;

it('formats the day in Addis Ababa in each language, whichever language was formatted before', () => {
  // Formatters are kept per language (format.ts): switching back and forth must not mix them.
  for (const lang of ['en', 'am', 'en', 'ti', 'om', 'am', 'en'] as const) {
    expect(formatDate(lateEvening, lang)).toBe(expected[lang]);
    expect(formatDate(new Date(lateEvening), lang)).toBe(expected[lang]);
  }
});

it('gives the staff screens the same calendar for each language through Intl', () => {
  // The audit log and the alert figures keep Intl (with times): Ethiopian for Amharic and Tigrinya.
  const day = (lang: 'en' | 'am' | 'ti' | 'om') =>
    new Intl.DateTimeFormat(intlDateLocale(lang), { year: 'numeric', timeZone: 'Africa/Addis_Ababa' }).format(
      new Date(lateEvening),
    );
  expect(day('am')).toContain('2019');
  expect(day('ti')).toContain('2019');
  expect(day('en')).toContain('2026');
  expect(day('om')).toContain('2026');
});
