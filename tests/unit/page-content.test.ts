import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filterFaq } from '../../src/web/features/pages/faq-search';
import type { FaqContent } from '../../src/web/features/pages/types';

const DIR = path.resolve(__dirname, '../../src/web/features/pages/content');
const PAGES = ['about', 'faq', 'terms', 'privacy'] as const;
const load = (lang: string, page: string) =>
  JSON.parse(readFileSync(path.join(DIR, lang, `${page}.json`), 'utf8'));

/** The shape of a value: same keys, same array lengths, strings as "s" (numbers and ids kept). */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  if (key === 'id' || key === 'updated') return value;
  return typeof value;
}

function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'id' || k === 'updated' ? [] : strings(v, `${at}.${k}`),
    );
  return [];
}

describe.each(['am', 'om', 'ti'])('the %s static pages', (lang) => {
  it.each(PAGES)('%s has the structure of the English page', (page) => {
    expect(shape(load(lang, page))).toEqual(shape(load('en', page)));
  });

  it.each(PAGES)('%s is translated, with no text left in English or empty', (page) => {
    const english = new Map(strings(load('en', page)));
    const problems = strings(load(lang, page)).filter(
      ([at, text]) => !text.trim() || (text === english.get(at) && /[a-z]{3}/i.test(text)),
    );
    expect(problems.map(([at]) => `${page}${at}`)).toEqual([]);
  });
});

describe('FAQ search', () => {
  const faq = load('en', 'faq') as FaqContent;
  const questions = (query: string) => filterFaq(faq, query).flatMap((c) => c.items.map((i) => i.q));

  it('keeps everything for an empty query', () => {
    expect(questions('  ')).toHaveLength(faq.categories.flatMap((c) => c.items).length);
  });

  it('finds questions by words of the question or the answer, in any order and case', () => {
    expect(questions('TITLE deed')).toContain('What documents should I check before buying a house?');
    expect(questions('deed title')).toEqual(questions('title deed'));
    expect(questions('receipt')).toEqual(
      expect.arrayContaining(['Are rent prices per month?', 'Can I pay a deposit or rent through Sefer?']),
    );
    expect(questions('nothing-like-this')).toEqual([]);
  });

  it('drops categories left without questions', () => {
    expect(filterFaq(faq, 'Yellow Card').map((c) => c.id)).toEqual(['buying']);
  });

  it('searches Ge’ez text as typed', () => {
    const am = load('am', 'faq') as FaqContent;
    const found = filterFaq(am, 'ካርታ').flatMap((c) => c.items.map((i) => i.q));
    expect(found).toContain('ቤት ከመግዛቴ በፊት የትኞቹን ሰነዶች ማየት አለብኝ?');
  });
});
