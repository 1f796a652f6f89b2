import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as zlib from 'node:zlib';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** One file of a multipart form. */
export interface FormFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it: text fields (repeatable), then the files. */
export function multipart(
  fields: Record<string, string | number | Array<string | number>>,
  files: FormFile[] = [],
) {
  const boundary = `----sefer${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value])
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small JPEG photo (quick to encode). */
export async function photo(color = '#3366aa', width = 240, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export const photoFile = async (name = 'photo.jpg', color?: string): Promise<FormFile> => ({
  field: 'images',
  filename: name,
  type: 'image/jpeg',
  data: await photo(color),
});

/** A JPEG with camera and GPS metadata, as a phone sends it. */
export async function phoneJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#88aa44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 1/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '38/1 45/1 0/1',
      },
    })
    .toBuffer();
  if (!(await sharp(jpeg).metadata()).exif) throw new Error('the test photo lost its metadata');
  return jpeg;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid grey PNG of 8000 × 8000 pixels (64 megapixels, above the 40
 * megapixel budget) that weighs about 60 kB, because every pixel is black.
 */
export function bombPng(size = 8000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((size + 1) * size); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file under `dir` (relative paths), ignoring directories that do not exist. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}
