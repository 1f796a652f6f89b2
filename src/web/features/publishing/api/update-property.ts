import { ownListing } from '@shared/schemas/publishing';
import { sendForm } from './send-form';

/** `PATCH /properties/properties/{id}/`: multipart, fields as text, new photos under `images`. */
export function updateProperty(id: number, body: FormData, onProgress: (percent: number) => void) {
  return sendForm({ method: 'PATCH', path: `/properties/properties/${id}/`, body }, ownListing, onProgress);
}
