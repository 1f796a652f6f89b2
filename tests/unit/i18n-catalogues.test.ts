import { describe, expect, it } from 'vitest';
import { catalogue, type Tree } from '../support/catalogue';

const en = catalogue('en');
const am = catalogue('am');
const om = catalogue('om');
const ti = catalogue('ti');

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Values that are the same in every language: names, numbers, addresses of the product. */
const SAME_EVERYWHERE = new Set([
  'app.name',
  'footer.phone',
  'footer.email',
  'card.area',
  'prices.subcities.context',
]);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);

describe.each([
  ['am', am],
  ['om', om],
  ['ti', ti],
])('the %s catalogue', (lang, catalogue) => {
  const translated = flatten(catalogue as Tree);

  it('has every key of the English catalogue and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('leaves no value in English', () => {
    const untranslated = [...english].filter(
      ([key, value]) => !SAME_EVERYWHERE.has(key) && translated.get(key) === value && /[a-z]{3}/i.test(value),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const broken = [...english].filter(([key, value]) => {
      const other = translated.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(value).join();
    });
    expect(broken.map(([key]) => `${lang}:${key}`)).toEqual([]);
  });
});
