import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body with text fields and at most one file. */
export function form(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----sefer${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
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
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A plain JPEG of one colour, for uploads. */
export const jpeg = (width = 1200, height = 400, background = '#1565c0') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
