import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeIsoBmffMetadata, UnreadableVideoError } from '../../src/server/media/isobmff-metadata';
import { FIXTURE_LOCATION, videoWithLocation } from '../support/videos';

describe('removing the metadata of an MP4 or QuickTime file without ffmpeg', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sefer-isobmff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, data);
    return file;
  };

  for (const kind of ['mp4', 'mov'] as const) {
    it(`blanks every place a ${kind} keeps its location, and keeps picture and duration`, async () => {
      const { file: original, picture } = videoWithLocation(kind);
      expect(original.includes(FIXTURE_LOCATION)).toBe(true);
      const file = write(`clip.${kind}`, original);
      const result = await removeIsoBmffMetadata(file);
      const cleaned = readFileSync(file);
      expect(cleaned.length).toBe(original.length);
      for (const trace of [FIXTURE_LOCATION, '\u00a9xyz', 'ISO6709', 'GPS '])
        expect(cleaned.includes(Buffer.from(trace, 'latin1')), trace).toBe(false);
      // The picture's bytes are where its sample table says, unchanged.
      expect(cleaned.includes(picture)).toBe(true);
      expect(result.duration).toBe(2.5);
      expect(result.blanked).toEqual(['/moov/trak(meta)', '/moov/udta', '/moov/meta']);
      // Cleaning again finds nothing left to blank, and the same duration.
      expect(await removeIsoBmffMetadata(file)).toEqual({ duration: 2.5, blanked: [] });
    });
  }

  it('refuses a file whose boxes do not add up, and leaves it untouched', async () => {
    const { file: original } = videoWithLocation('mp4');
    const damaged = Buffer.from(original.subarray(0, original.length - 100));
    const file = write('cut.mp4', damaged);
    await expect(removeIsoBmffMetadata(file)).rejects.toBeInstanceOf(UnreadableVideoError);
    expect(readFileSync(file).equals(damaged)).toBe(true);
  });
});
