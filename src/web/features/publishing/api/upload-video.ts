import { propertyVideo } from '@shared/schemas/property-detail';
import { forgetUploads, uploadFiles } from './resumable-upload';
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
 * `POST /properties/{id}/videos/` (spec §7): the video goes first as a resumable upload (decision
 * 052), with its progress as a percentage; then the form names it under `video`, with `title`,
 * `is_primary` (and the browser's duration and poster).
 */
export async function uploadVideo(
  propertyId: number,
  upload: VideoUpload,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  const sent = await uploadFiles('video', [upload.file], onProgress, signal);
  const body = new FormData();
  body.append('title', upload.title);
  body.append('is_primary', String(upload.isPrimary));
  if (upload.duration && Number.isFinite(upload.duration)) body.append('duration', String(upload.duration));
  if (upload.thumbnail) body.append('thumbnail', upload.thumbnail, 'poster.jpg');
  body.append('video', sent.ids[0]!);
  const video = await sendForm(
    { method: 'POST', path: `/properties/${propertyId}/videos/`, body },
    propertyVideo,
    () => {},
    signal,
  );
  forgetUploads(sent.fingerprints);
  return video;
}
