import { open } from 'node:fs/promises';

/**
 * Removing descriptive metadata — location above all — from an MP4 or QuickTime file in place,
 * without ffmpeg and without holding the file in memory (decision 031).
 *
 * Where phones and cameras put a location in these files:
 * - `udta` boxes (`©xyz` "+09.0054+038.7636/", 3GPP `loci`, `©loc`), in `moov` or a track;
 * - `meta` boxes (QuickTime `keys`/`ilst` with `com.apple.quicktime.location.ISO6709`, iTunes
 *   items), anywhere;
 * - XMP in `uuid` boxes;
 * - timed-metadata and text tracks (GoPro GPS `gpmd`, Apple `mebx`, drones' subtitle tracks),
 *   whose samples lie in `mdat`.
 *
 * Each such box is blanked rather than cut: its type becomes `free` (a box every reader skips) and
 * its bytes zeros, so the file keeps its size and every chunk offset of the picture and sound
 * tracks stays true; a blanked track's samples in `mdat` are zeroed through its own sample
 * tables. What stays is what plays: picture and sound tracks, their timing and sample tables.
 */

/** Boxes whose only content is description: blanked wherever they are. */
const DESCRIPTIVE = new Set(['udta', 'meta', 'uuid', 'XMP_']);
/** Boxes that hold other boxes on the way to the ones above. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'edts', 'mvex']);
/** Tracks that are kept: picture and sound (`tref` links to dropped tracks go with them). */
const KEPT_HANDLERS = new Set(['vide', 'soun']);
/** A `moov` larger than this is not something a 100 MB upload has. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/** The file is not an MP4/QuickTime file this module can rewrite safely. */
export class UnreadableVideoError extends Error {}

interface Box {
  type: string;
  /** Offset of the box in its buffer (or the file), and of its payload. */
  start: number;
  payload: number;
  end: number;
}

/** A byte range of the file to overwrite: a box to turn into `free`, or sample data to zero. */
interface Blank {
  start: number;
  end: number;
  /** Where the payload starts, for a box (its header is rewritten as `free`). */
  payload?: number;
}

/** What the rewrite did, and what the file says of itself. */
export interface IsoBmffCleaning {
  /** Seconds, from the movie header, or null when it gives none. */
  duration: number | null;
  /** Boxes and tracks blanked. */
  blanked: string[];
}

function readBox(buf: Buffer, at: number, limit: number): Box {
  if (at + 8 > limit) throw new UnreadableVideoError('truncated box header');
  let size = buf.readUInt32BE(at);
  const type = buf.toString('latin1', at + 4, at + 8);
  let payload = at + 8;
  if (size === 1) {
    if (at + 16 > limit) throw new UnreadableVideoError('truncated box header');
    size = Number(buf.readBigUInt64BE(at + 8));
    payload = at + 16;
  } else if (size === 0) {
    size = limit - at;
  }
  if (size < payload - at || at + size > limit) throw new UnreadableVideoError(`box ${type} out of bounds`);
  return { type, start: at, payload, end: at + size };
}

function* children(buf: Buffer, parent: { payload: number; end: number }): Generator<Box> {
  let at = parent.payload;
  while (at + 8 <= parent.end) {
    const box = readBox(buf, at, parent.end);
    yield box;
    at = box.end;
  }
}

const child = (buf: Buffer, parent: Box, type: string) =>
  [...children(buf, parent)].find((b) => b.type === type);

/** The track's handler (`vide`, `soun`, `meta`, `text`…), from `mdia/hdlr`. */
function handlerOf(buf: Buffer, trak: Box): string | undefined {
  const mdia = child(buf, trak, 'mdia');
  const hdlr = mdia && child(buf, mdia, 'hdlr');
  // version+flags (4), pre_defined / component type (4), then the handler type.
  return hdlr && hdlr.payload + 12 <= hdlr.end
    ? buf.toString('latin1', hdlr.payload + 8, hdlr.payload + 12)
    : undefined;
}

/**
 * The byte ranges of a track's samples, from its sample tables (`stsz`, `stsc`, `stco`/`co64`):
 * one range per chunk. Throws for tables it cannot read, so nothing is half-cleaned.
 */
function sampleRanges(buf: Buffer, trak: Box): Array<{ start: number; end: number }> {
  const stbl = ['mdia', 'minf', 'stbl'].reduce<Box | undefined>(
    (box, type) => box && child(buf, box, type),
    trak,
  );
  if (!stbl) return [];
  const stsz = child(buf, stbl, 'stsz');
  const stsc = child(buf, stbl, 'stsc');
  const stco = child(buf, stbl, 'stco') ?? child(buf, stbl, 'co64');
  if (!stsz || !stsc || !stco) {
    if (child(buf, stbl, 'stz2')) throw new UnreadableVideoError('compact sample sizes');
    return [];
  }
  const fixed = buf.readUInt32BE(stsz.payload + 4);
  const samples = buf.readUInt32BE(stsz.payload + 8);
  const sizeOf = (i: number) => (fixed !== 0 ? fixed : buf.readUInt32BE(stsz.payload + 12 + 4 * i));
  const wide = stco.type === 'co64';
  const chunks = buf.readUInt32BE(stco.payload + 4);
  const offsetOf = (i: number) =>
    wide ? Number(buf.readBigUInt64BE(stco.payload + 8 + 8 * i)) : buf.readUInt32BE(stco.payload + 8 + 4 * i);
  const runs = buf.readUInt32BE(stsc.payload + 4);
  const run = (i: number) => ({
    firstChunk: buf.readUInt32BE(stsc.payload + 8 + 12 * i),
    perChunk: buf.readUInt32BE(stsc.payload + 12 + 12 * i),
  });
  const ranges: Array<{ start: number; end: number }> = [];
  let sample = 0;
  for (let r = 0; r < runs; r++) {
    const { firstChunk, perChunk } = run(r);
    const lastChunk = r + 1 < runs ? run(r + 1).firstChunk - 1 : chunks;
    for (let c = firstChunk; c <= lastChunk && sample < samples; c++) {
      const start = offsetOf(c - 1);
      let bytes = 0;
      for (let s = 0; s < perChunk && sample < samples; s++, sample++) bytes += sizeOf(sample);
      if (bytes > 0) ranges.push({ start, end: start + bytes });
    }
  }
  return ranges;
}

/** Seconds from `mvhd` (version 0: 32-bit times, version 1: 64-bit). */
function movieDuration(buf: Buffer, moov: Box): number | null {
  const mvhd = child(buf, moov, 'mvhd');
  if (!mvhd) return null;
  const version = buf[mvhd.payload];
  const [scale, duration] =
    version === 1
      ? [buf.readUInt32BE(mvhd.payload + 20), Number(buf.readBigUInt64BE(mvhd.payload + 24))]
      : [buf.readUInt32BE(mvhd.payload + 12), buf.readUInt32BE(mvhd.payload + 16)];
  return scale > 0 ? duration / scale : null;
}

/** Walks `moov` (read whole into memory) and lists what to blank, offsets relative to the file. */
function planMoov(buf: Buffer, base: number, blanks: Blank[], blanked: string[]) {
  const moov = readBox(buf, 0, buf.length);
  const visit = (parent: Box, path: string) => {
    for (const box of children(buf, parent)) {
      const where = `${path}/${box.type}`;
      if (DESCRIPTIVE.has(box.type)) {
        blanks.push({ start: base + box.start, end: base + box.end, payload: base + box.payload });
        blanked.push(where);
      } else if (box.type === 'trak') {
        const handler = handlerOf(buf, box);
        if (handler && KEPT_HANDLERS.has(handler)) {
          const tref = child(buf, box, 'tref');
          if (tref)
            blanks.push({ start: base + tref.start, end: base + tref.end, payload: base + tref.payload });
          visit(box, where);
        } else {
          for (const range of sampleRanges(buf, box)) blanks.push(range);
          blanks.push({ start: base + box.start, end: base + box.end, payload: base + box.payload });
          blanked.push(`${where}(${handler ?? 'unknown'})`);
        }
      } else if (CONTAINERS.has(box.type)) {
        visit(box, where);
      }
    }
  };
  visit(moov, '/moov');
  return movieDuration(buf, moov);
}

const ZEROS = Buffer.alloc(64 * 1024);

/**
 * Blanks every descriptive box and every track that is neither picture nor sound in the MP4 or
 * QuickTime file at `file`, in place. Throws `UnreadableVideoError` (and changes nothing) when
 * the box tree is not sound, or the file is fragmented and carries tracks to drop.
 */
export async function removeIsoBmffMetadata(file: string): Promise<IsoBmffCleaning> {
  const handle = await open(file, 'r+');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    const blanks: Blank[] = [];
    const blanked: string[] = [];
    let duration: number | null = null;
    let sawMoov = false;
    let fragmented = false;
    for (let at = 0; at < size; ) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      const box = topLevelBox(header.subarray(0, bytesRead), at, size);
      if (DESCRIPTIVE.has(box.type)) {
        blanks.push(box);
        blanked.push(`/${box.type}`);
      } else if (box.type === 'moov') {
        const length = box.end - box.start;
        if (length > MAX_MOOV_BYTES) throw new UnreadableVideoError('movie header too large');
        const moov = Buffer.alloc(length);
        await handle.read(moov, 0, length, at);
        duration = planMoov(moov, at, blanks, blanked);
        sawMoov = true;
      } else if (box.type === 'moof') {
        fragmented = true;
      }
      at = box.end;
    }
    if (!sawMoov) throw new UnreadableVideoError('no movie header');
    if (fragmented && blanked.some((b) => b.includes('/trak(')))
      throw new UnreadableVideoError('fragmented file with tracks to drop');
    for (const blank of blanks) {
      if (blank.payload !== undefined)
        await handle.write(Buffer.from('free', 'latin1'), 0, 4, blank.start + 4);
      for (let at = blank.payload ?? blank.start; at < blank.end; at += ZEROS.length)
        await handle.write(ZEROS, 0, Math.min(ZEROS.length, blank.end - at), at);
    }
    return { duration, blanked };
  } catch (error) {
    if (error instanceof RangeError) throw new UnreadableVideoError(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

/** A top-level box from its header (8 or 16 bytes read at `at`), in file offsets. */
function topLevelBox(header: Buffer, at: number, fileSize: number): Box {
  if (header.length < 8) throw new UnreadableVideoError('truncated box header');
  const type = header.toString('latin1', 4, 8);
  let size = header.readUInt32BE(0);
  let headerLength = 8;
  if (size === 1) {
    if (header.length < 16) throw new UnreadableVideoError('truncated box header');
    size = Number(header.readBigUInt64BE(8));
    headerLength = 16;
  } else if (size === 0) {
    size = fileSize - at;
  }
  if (size < headerLength || at + size > fileSize)
    throw new UnreadableVideoError(`box ${type} out of bounds`);
  return { type, start: at, payload: at + headerLength, end: at + size };
}
