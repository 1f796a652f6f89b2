import { propertyVideo } from '@shared/schemas/property-detail';
import { sendForm } from './send-form';

export interface VideoUpload {
  file: File;
  title: string;
  isPrimary: boolean;
  /** What the browser read of the file, for servers without ffprobe (DESIGN §1). */
  duration?: number | null;
  thumbnail?: Blob | null;
}

/**
 * `POST /properties/{id}/videos/` (spec §7): multipart `video`, `title`, `is_primary` (and the
 * browser's duration and poster), with the upload's progress as a percentage.
 */
export function uploadVideo(
  propertyId: number,
  upload: VideoUpload,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append('title', upload.title);
  body.append('is_primary', String(upload.isPrimary));
  if (upload.duration && Number.isFinite(upload.duration)) body.append('duration', String(upload.duration));
  if (upload.thumbnail) body.append('thumbnail', upload.thumbnail, 'poster.jpg');
  // The file last: the fields reach the server before the long part.
  body.append('video', upload.file, upload.file.name);
  return sendForm(
    { method: 'POST', path: `/properties/${propertyId}/videos/`, body },
    propertyVideo,
    onProgress,
    signal,
  );
}
