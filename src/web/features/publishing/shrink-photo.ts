import { IMAGE } from '@shared/constants';

/** The widest photo the server keeps (decision 003): sending more is paying for data it drops. */
const MAX_WIDTH = Math.max(...IMAGE.widths);
/** Below this a photo goes as it is: shrinking would save little. */
const SMALL_BYTES = 600 * 1024;

/**
 * A phone photo made as small as the server will keep it, before it is sent: 1600 px wide at
 * most, JPEG, turned upright by its EXIF orientation. A 4 MB camera photo becomes a few hundred
 * kB on expensive mobile data. The server still checks, re-encodes and strips every upload; when
 * the browser cannot decode a file (HEIC on some phones) or the result is not smaller, the
 * original goes.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size < SMALL_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_WIDTH / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    // Transparent PNG areas would turn black in a JPEG.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
