import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Tree = { [key: string]: string | Tree };

const LOCALES = path.resolve(__dirname, '../../src/web/i18n/locales');

/** A language's whole catalogue: its feature files merged, each section in one file only. */
export function catalogue(lang: string): Tree {
  const merged: Tree = {};
  for (const file of readdirSync(path.join(LOCALES, lang))) {
    const part = JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')) as Tree;
    for (const [section, value] of Object.entries(part)) {
      if (section in merged) throw new Error(`${lang}/${file}: section "${section}" is defined twice`);
      merged[section] = value;
    }
  }
  return merged;
}
