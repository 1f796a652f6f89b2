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

/** A file that starts like a video of `type` (the server has no ffprobe here: the head is what counts). */
export function fakeVideo(type: keyof typeof HEADS | string = 'mp4', bytes = 4096): Buffer {
  const head = HEADS[type] ?? HEADS.mp4!;
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
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
