import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/web/lib/translator';
import { catalogue, type Tree } from '../support/catalogue';

/** Every key of a catalogue, with the bare key of each plural pair. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value !== 'string') return keysOf(value, key);
    const plural = key.match(/^(.*)_(one|other)$/);
    return plural ? [key, plural[1]!] : [key];
  });
}

/** i18next as the app configured it before decision 061. */
function i18next(lang: string, messages: Tree) {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance.getFixedT(lang);
}

const VALUES = { name: 'Abebe', title: 'Bole 2-bedroom', max: 12, email: 'a@b.et', days: 3 };

describe('the translator answers as i18next did (decision 061)', () => {
  for (const lang of ['en', 'am', 'om', 'ti'] as const) {
    it(`for every key of the ${lang} catalogue, with and without values and counts`, () => {
      const messages = catalogue(lang);
      const ours = createTranslator(lang, messages).t;
      const theirs = i18next(lang, messages);
      for (const key of keysOf(messages)) {
        expect(ours(key), key).toBe(theirs(key));
        expect(ours(key, VALUES), key).toBe(theirs(key, VALUES));
        for (const count of [0, 1, 2, 5, 1000])
          expect(ours(key, { ...VALUES, count }), `${key} ${count}`).toBe(theirs(key, { ...VALUES, count }));
      }
    });
  }

  it('answers a missing key with its name, or the default value given', () => {
    const ours = createTranslator('en', { a: { b: 'B {{x}}' } }).t;
    const theirs = i18next('en', { a: { b: 'B {{x}}' } });
    for (const [key, options] of [
      ['a.missing', undefined],
      ['a.missing', { defaultValue: 'fallback {{x}}', x: 1 }],
      ['a.b', { x: null }],
      ['a.b', { x: undefined }],
      ['a.b', { y: 1 }],
      ['a.b.c', undefined],
    ] as const)
      expect(ours(key, options as never), key).toBe(theirs(key, options as never));
    // A section asked for as a text: its name, like any key without a text (i18next wrote a
    // sentence about objects instead).
    expect(ours('a')).toBe('a');
  });

  it('adds a namespace’s sections after it was made, and finds them', () => {
    const translator = createTranslator('am', { common: { yes: 'አዎ' } });
    expect(translator.t('browse.title')).toBe('browse.title');
    translator.add({ browse: { title: 'ንብረቶች' } });
    expect(translator.t('browse.title')).toBe('ንብረቶች');
    expect(translator.t('common.yes')).toBe('አዎ');
  });
});
