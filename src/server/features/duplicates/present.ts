import type { PossibleDuplicate } from '@shared/schemas/review';
import type { AppContext } from '../../context';
import { presentImage } from '../media';
import { duplicatesRepository as repo } from './repository';

/**
 * The possible duplicates of listings under review, by listing: the other listing (title,
 * status, link, publisher) and the two photos that look alike, for staff to compare side by side.
 */
export async function possibleDuplicatesOf(
  ctx: AppContext,
  propertyIds: number[],
): Promise<Map<number, PossibleDuplicate[]>> {
  const db = ctx.database.db;
  const found = await repo.of(db, propertyIds);
  const imageIds = found.flatMap((f) => [f.imageId, f.otherImageId]).filter((id) => id !== null);
  const photos = new Map((await repo.images(db, imageIds)).map((row) => [row.id, row]));
  const photo = (id: number | null) => {
    const row = id === null ? undefined : photos.get(id);
    return row ? presentImage(ctx.storage, row) : null;
  };
  const out = new Map<number, PossibleDuplicate[]>();
  for (const f of found) {
    const item: PossibleDuplicate = {
      id: f.otherPropertyId,
      title: f.title,
      status: f.status,
      url: `/properties/${f.otherPropertyId}`,
      created_at: f.createdAt.toISOString(),
      publisher: { id: f.publisherId, username: f.publisherUsername, full_name: f.publisherName },
      photo: photo(f.otherImageId),
      matched_photo: photo(f.imageId),
      distance: f.distance,
    };
    out.set(f.propertyId, [...(out.get(f.propertyId) ?? []), item]);
  }
  return out;
}
