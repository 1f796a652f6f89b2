import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** The first bytes of each accepted video type (what the server checks), followed by filler. */
const HEADS: Record<string, Buffer> = {
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom', 'latin1')]),
  mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1')]),
  avi: Buffer.from('RIFF\x10\x00\x00\x00AVI LIST\x00\x00\x00\x00', 'latin1'),
  wmv: Buffer.from([
    0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c, 0, 0,
  ]),
  flv: Buffer.from('FLV\x01\x05\x00\x00\x00\x09\x00\x00\x00\x00\x12\x00\x00', 'latin1'),
  webm: Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
  ]),
  mkv: Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
  ]),
};

/**
 * A file that starts like a video of `type` (the server has no ffprobe here: the head is what
 * counts). MP4 and QuickTime files are a sound box tree (ftyp, a movie header, then random media
 * data), as the server walks it to remove metadata.
 */
export function fakeVideo(type: keyof typeof HEADS | string = 'mp4', bytes = 4096): Buffer {
  const head = HEADS[type] ?? HEADS.mp4!;
  if (type !== 'mp4' && type !== 'mov')
    return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
  const ftyp = head.subarray(0, head.readUInt32BE(0));
  const moov = box('moov', box('mvhd', v0(), u32(0, 0, 1000, 2500, 0x00010000), Buffer.alloc(76)));
  const media = Math.max(0, bytes - ftyp.length - moov.length - 8);
  return Buffer.concat([ftyp, moov, box('mdat', randomBytes(media))]);
}

/**
 * A multipart body streamed in 64 kB pieces: fields, then a video of `bytes` bytes that is never
 * held whole in memory (here or, if the server streams it, there). `read()` tells how much of it
 * the server pulled.
 */
export function streamedVideoForm(bytes: number, fields: Record<string, string> = {}) {
  const boundary = `----sefer${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="tour.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        const first = fakeVideo('mp4', 64);
        this.push(Buffer.concat([head, first]));
        sent = first.length;
      } else if (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        sent += n;
      } else if (sent === bytes) {
        this.push(tail);
        sent++;
      } else {
        this.push(null);
      }
      pulled = sent;
    },
  });
  return {
    stream,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
  };
}

/** The location the fixtures carry (ISO 6709, as phones write it): Bole, Addis Ababa. */
export const FIXTURE_LOCATION = '+08.9964+038.7866/';

const box = (type: string | Buffer, ...parts: Buffer[]) => {
  const payload = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  (typeof type === 'string' ? Buffer.from(type, 'latin1') : type).copy(head, 4);
  return Buffer.concat([head, payload]);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  for (const [i, v] of values.entries()) b.writeUInt32BE(v, 4 * i);
  return b;
};
/** version 0, no flags */
const v0 = () => u32(0);

/** A track whose one sample (`bytes` at `offset` in the file) is read through its sample tables. */
function track(handler: string, offset: number, bytes: number) {
  const hdlr = box('hdlr', v0(), u32(0), Buffer.from(handler, 'latin1'), u32(0, 0, 0), Buffer.from('\0'));
  const stbl = box(
    'stbl',
    box('stsd', v0(), u32(0)),
    box('stts', v0(), u32(1, 1, 1000)),
    box('stsc', v0(), u32(1, 1, 1, 1)),
    box('stsz', v0(), u32(0, 1, bytes)),
    box('stco', v0(), u32(1, offset)),
  );
  const mdhd = box('mdhd', v0(), u32(0, 0, 1000, 2500), Buffer.from([0x55, 0xc4, 0, 0]));
  return box('trak', box('tkhd', v0(), Buffer.alloc(80)), box('mdia', mdhd, hdlr, box('minf', stbl)));
}

/**
 * A small MP4 or QuickTime file built box by box (no ffmpeg needed), carrying its location as
 * phones write it: `©xyz` in `udta` (Android, QuickTime), the QuickTime key
 * `com.apple.quicktime.location.ISO6709` in `meta` (iPhone), and a timed-metadata track whose
 * sample is the location (cameras' GPS tracks). 2.5 seconds long by its movie header. Its
 * picture "sample" is bytes no decoder reads: the file is for the box walker, not for a player.
 */
export function videoWithLocation(kind: 'mp4' | 'mov' = 'mp4'): { file: Buffer; picture: Buffer } {
  const ftyp =
    kind === 'mp4'
      ? box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'))
      : box('ftyp', Buffer.from('qt  \0\0\0\0qt  ', 'latin1'));
  const picture = Buffer.alloc(600, 0x42);
  const gps = Buffer.from(`GPS ${FIXTURE_LOCATION} `.repeat(4), 'latin1');
  const text = Buffer.from(FIXTURE_LOCATION, 'latin1');
  const xyz = box(Buffer.from([0xa9, 0x78, 0x79, 0x7a]), Buffer.from([0, text.length, 0x15, 0xc7]), text);
  const keyName = Buffer.from('com.apple.quicktime.location.ISO6709', 'latin1');
  const meta = box(
    'meta',
    box('hdlr', v0(), u32(0), Buffer.from('mdta', 'latin1'), u32(0, 0, 0), Buffer.from('\0')),
    box('keys', v0(), u32(1), box('mdta', keyName)),
    box('ilst', box(u32(1), box('data', u32(1, 0), text))),
  );
  const mvhd = box('mvhd', v0(), u32(0, 0, 1000, 2500, 0x00010000), Buffer.alloc(76));
  const moov = (pictureAt: number, gpsAt: number) =>
    box(
      'moov',
      mvhd,
      track('vide', pictureAt, picture.length),
      track('meta', gpsAt, gps.length),
      box('udta', xyz),
      meta,
    );
  // The index first, as a phone's "fast start" file: offsets into mdat depend on its size.
  const size = moov(0, 0).length;
  const dataAt = ftyp.length + size + 8;
  const file = Buffer.concat([ftyp, moov(dataAt, dataAt + picture.length), box('mdat', picture, gps)]);
  return { file, picture };
}
