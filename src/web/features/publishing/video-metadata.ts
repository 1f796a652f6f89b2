/**
 * What the browser can tell of a video before it is uploaded (DESIGN §1: servers without
 * ffprobe take the duration and the poster frame from the uploading browser): its length, and
 * one frame drawn to a canvas as a JPEG. Formats the browser cannot play give nothing, and the
 * upload goes on without them.
 */
export async function readVideoMetadata(
  file: File,
  timeoutMs = 8_000,
): Promise<{ duration: number | null; thumbnail: Blob | null }> {
  const none = { duration: null, thumbnail: null };
  if (typeof document === 'undefined') return none;
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  video.playsInline = true;
  video.src = url;
  const wait = (event: string) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      video.addEventListener(event, () => done(true), { once: true });
      video.addEventListener('error', () => done(false), { once: true });
    });
  try {
    if (!(await wait('loadeddata'))) return none;
    // Recorded WebM files often report Infinity until played through: then the length is unknown.
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null;
    if (duration) {
      video.currentTime = Math.min(1, duration / 3);
      await wait('seeked');
    }
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return { duration, thumbnail: null };
    const scale = Math.min(1, 640 / width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const thumbnail = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.8),
    );
    return { duration, thumbnail };
  } catch {
    return none;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
