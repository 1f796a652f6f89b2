import { ownListing } from '@shared/schemas/publishing';
import { sendForm } from './send-form';

/**
 * `POST /properties/properties/`: multipart, each field as text, photos under `images` (spec §5),
 * with the upload's progress.
 */
export function createProperty(body: FormData, onProgress: (percent: number) => void) {
  return sendForm({ method: 'POST', path: '/properties/properties/', body }, ownListing, onProgress);
}
