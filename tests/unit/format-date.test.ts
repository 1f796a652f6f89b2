import { expect, it } from 'vitest';
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
