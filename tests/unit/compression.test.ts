import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindow, PAGE_BROTLI_QUALITY } from '../../src/server/lib/compression';

const brotli = (body: Buffer, window?: number) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      ...(window ? { [zlib.constants.BROTLI_PARAM_LGWIN]: window } : {}),
    },
  });

/** A page-like body: markup that repeats with variations, as a list of cards does. */
function pageOf(bytes: number): Buffer {
  const parts: string[] = [];
  for (let i = 0; parts.join('').length < bytes; i++)
    parts.push(
      `<article class="card"><a href="/properties/${i}"><h3>Flat ${i * 7919} in Bole</h3></a><p>${'ሰፈር '.repeat(i % 9)}</p></article>`,
    );
  return Buffer.from(parts.join('').slice(0, bytes));
}

describe('brotli window of a whole body (decision 071)', () => {
  it('is 256 kB for anything a page weighs, and grows to hold larger bodies, up to the default 4 MB', () => {
    expect(brotliWindow(0)).toBe(18);
    expect(brotliWindow(140_000)).toBe(18);
    expect(brotliWindow(2 ** 18 - 16)).toBe(18);
    expect(brotliWindow(2 ** 18)).toBe(19);
    expect(brotliWindow(700_000)).toBe(20);
    expect(brotliWindow(50_000_000)).toBe(22);
  });

  it('compresses a page to what the default window gives, within a few bytes, and back to itself', () => {
    const script = readFileSync(new URL('../../src/server/lib/compression.ts', import.meta.url));
    for (const body of [pageOf(90_000), pageOf(140_000), Buffer.concat([script, pageOf(60_000)])]) {
      const small = brotli(body, brotliWindow(body.length));
      expect(zlib.brotliDecompressSync(small).equals(body)).toBe(true);
      expect(Math.abs(small.length - brotli(body).length)).toBeLessThanOrEqual(8);
    }
  });
});
