import { CURRENCY, PRICE_LOCALE } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatNumber, formatPrice } from '../../src/web/lib/format';

/**
 * The page's numbers and dates are written without `Intl` (decision 069); they must read exactly
 * as `Intl` wrote them (the server's ICU), value for value.
 */

/** Deterministic values: a linear congruential sequence, so a failure names a reproducible value. */
function* values(count: number, scale: number, decimals: number) {
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const n = (seed / 2 ** 31) * scale;
    yield Number(n.toFixed(decimals));
  }
}

const EDGES = [
  0, 1, 5, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 123456, 999999, 1000000, 4500000, 25000000, 0.4, 0.5,
  0.6, 1.5, 2.5, 9.5, 99.5, 999.5, 0.0004, 0.0005, 0.0006, 1.0005, 1.005, 1.2345, 999.9995, 999.95, 999.9,
  1234.5, 1234.4999, 123456.7895, 1e15, 1e20, 1.5e21, 1.2345678901234567e19, -1, -2.5, -1234.5678,
];

describe('numbers as Intl wrote them', () => {
  const number = new Intl.NumberFormat(PRICE_LOCALE);
  const price = new Intl.NumberFormat(PRICE_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const all = [...EDGES, ...values(3000, 1e7, 0), ...values(3000, 1e5, 4), ...values(1000, 1e13, 2)];

  it('formatNumber: grouped, up to three decimals, rounded half away from zero', () => {
    for (const n of all) expect([n, formatNumber(n)]).toEqual([n, number.format(n)]);
  });

  it('formatPrice: "ETB 4,500,000", no decimals', () => {
    expect(formatPrice(4500000)).toBe('ETB\u00a04,500,000');
    for (const n of all) expect([n, formatPrice(n)]).toEqual([n, price.format(n)]);
  });

  it('formatCompact: short units in each language, a unit up when rounding reaches a thousand', () => {
    const compactValues = [
      ...EDGES.filter((n) => n >= 0 && n < 1e18),
      949,
      999.94,
      999.96,
      9999.9,
      99949,
      99950,
      999949,
      999950,
      999960,
      1049999,
      1050000,
      999949999,
      999950000,
      1e12,
      2.5e12,
      999.96e12,
      ...values(2000, 5e7, 0),
      ...values(500, 5e11, 0),
    ];
    for (const lang of ['en', 'am', 'om', 'ti']) {
      const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
      for (const n of compactValues)
        expect([lang, n, formatCompact(n, lang)]).toEqual([lang, n, compact.format(n)]);
    }
  });
});

describe('dates as Intl wrote them', () => {
  const LOCALES = {
    en: 'en-GB',
    om: 'om-ET',
    am: 'am-ET-u-ca-ethiopic',
    ti: 'ti-ET-u-ca-ethiopic',
  } as const;

  it('every day of 2015–2032, early and late in the UTC day, in the four languages', () => {
    for (const [lang, locale] of Object.entries(LOCALES) as [keyof typeof LOCALES, string][]) {
      const intl = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'Africa/Addis_Ababa',
      });
      for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2033, 0, 1); t += 24 * 60 * 60 * 1000) {
        for (const at of [new Date(t + 30 * 60 * 1000), new Date(t + 21.5 * 60 * 60 * 1000)]) {
          expect([lang, at.toISOString(), formatDate(at.toISOString(), lang)]).toEqual([
            lang,
            at.toISOString(),
            intl.format(at),
          ]);
        }
      }
    }
  });

  it('refuses a date that is not one, as Intl did', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});
