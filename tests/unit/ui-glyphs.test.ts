import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCES, uiLetters, unicodeRange } from '../../scripts/subset-fonts.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FONTS = path.join(ROOT, 'src/web/styles/fonts');

describe("the Ge'ez letters every page shows (scripts/subset-fonts.mjs)", () => {
  it("the committed cut covers every Ge'ez letter of the wordmark, language names and sub-cities", () => {
    const letters: string[] = uiLetters();
    // The wordmark, the language menu and a sub-city name are all in it.
    for (const word of ['ሰፈር', 'አማርኛ', 'ትግርኛ', 'ቦሌ']) {
      for (const ch of word) expect(letters).toContain(ch);
    }
    const css = readFileSync(path.join(FONTS, 'ethiopic-ui.css'), 'utf8');
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]);
    // One face per weight, each declaring exactly the letters of SOURCES: a letter added to one
    // of them without running the script would be drawn by the fallback font on English pages.
    expect(ranges).toEqual([unicodeRange(letters), unicodeRange(letters)]);
    expect(SOURCES.length).toBeGreaterThan(0);
  });

  it('is small next to the full font, and declared after it', () => {
    for (const weight of [400, 700]) {
      const size = statSync(path.join(FONTS, `noto-sans-ethiopic-ui-${weight}.woff2`)).size;
      expect(size).toBeLessThan(8_000);
    }
    const app = readFileSync(path.join(ROOT, 'src/web/styles/app.css'), 'utf8');
    expect(app.indexOf('fonts/ethiopic-full.css')).toBeGreaterThan(-1);
    expect(app.indexOf('fonts/ethiopic-ui.css')).toBeGreaterThan(app.indexOf('fonts/ethiopic-full.css'));
  });
});
