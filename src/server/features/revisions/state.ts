import type { MaterialChange } from '@shared/listing-changes';
import type { ProposedFields } from '../../db/schema';

/**
 * The rules of a pending change, as pure functions over plain values (decision 028): which
 * columns each material change covers, what a proposal keeps, and whether it still changes
 * anything. The edit, the video endpoints, the staff queue and the decisions all ask these.
 */

/** Every material column of a listing with its current value. */
export type MaterialValues = { [K in keyof ProposedFields]-?: Exclude<ProposedFields[K], undefined> };

type FieldChange = Exclude<MaterialChange, 'photos' | 'videos'>;

/** The `properties` columns behind each material change that is a field (shared/listing-changes.ts). */
const COLUMNS = {
  title: ['title'],
  title_am: ['titleAm'],
  description: ['description'],
  description_am: ['descriptionAm'],
  price: ['price'],
  listing_type: ['listingType'],
  property_type: ['propertyType'],
  location: ['regionId', 'cityId', 'subcityId', 'kebeleId'],
  /** The landmark belongs to the location line, beside the address. */
  address: ['address', 'landmark'],
  coordinates: ['latitude', 'longitude'],
} as const satisfies Record<FieldChange, ReadonlyArray<keyof ProposedFields>>;

const FIELD_CHANGES = Object.keys(COLUMNS) as FieldChange[];

/** Every material column, in the order of MATERIAL_CHANGES. */
export const MATERIAL_COLUMNS: ReadonlyArray<keyof ProposedFields> = Object.values(COLUMNS).flat();

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The material changes among the fields of `proposed` that differ from `live`. */
function fieldChanges(live: MaterialValues, proposed: ProposedFields): FieldChange[] {
  return FIELD_CHANGES.filter((change) =>
    COLUMNS[change].some((column) => column in proposed && !same(proposed[column], live[column])),
  );
}

/**
 * What a change proposes once `next` (the listing as its owner now wants it) is compared with
 * the published `live` one: the columns of each change that differs, whole (a new place keeps
 * all its levels), and nothing of what is the same again.
 */
export function proposedFields(live: MaterialValues, next: MaterialValues): ProposedFields {
  const out: Record<string, unknown> = {};
  for (const change of fieldChanges(live, next))
    for (const column of COLUMNS[change]) out[column] = next[column] ?? null;
  return out as ProposedFields;
}

/** The listing as its owner sees it: the published values with the proposed ones on top. */
export function withProposal<T extends object>(live: T, fields: ProposedFields): T {
  return { ...live, ...fields };
}

/** A photo of a gallery, in order. */
export interface GalleryPhoto {
  imageId: number;
  isPrimary: boolean;
  caption: string;
}

/** Two galleries show the same photos in the same order with the same cover and captions. */
function sameGallery(a: readonly GalleryPhoto[], b: readonly GalleryPhoto[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (p, i) => p.imageId === b[i]!.imageId && p.isPrimary === b[i]!.isPrimary && p.caption === b[i]!.caption,
    )
  );
}

/** A video of a listing with what a change proposes for it. */
export interface VideoState {
  id: number;
  title: string;
  proposedTitle: string | null;
  isPrimary: boolean;
  pendingReview: boolean;
}

/**
 * The videos as the owner proposes them: pending ones included, proposed titles in place, and
 * the proposed primary video (else the published one, else the first) marked primary.
 */
export function proposedVideos<T extends VideoState>(
  videos: readonly T[],
  primaryVideoId: number | null,
): T[] {
  const primary =
    (primaryVideoId !== null && videos.some((v) => v.id === primaryVideoId) ? primaryVideoId : undefined) ??
    videos.find((v) => v.isPrimary && !v.pendingReview)?.id ??
    videos[0]?.id;
  return videos.map((v) => ({ ...v, title: v.proposedTitle ?? v.title, isPrimary: v.id === primary }));
}

/** Whether the videos differ from the published ones: a new video, a new title, another primary. */
function videosChanged(videos: readonly VideoState[], primaryVideoId: number | null): boolean {
  const livePrimary = videos.find((v) => v.isPrimary && !v.pendingReview)?.id ?? null;
  return (
    videos.some((v) => v.pendingReview || (v.proposedTitle !== null && v.proposedTitle !== v.title)) ||
    (primaryVideoId !== null && primaryVideoId !== livePrimary && videos.some((v) => v.id === primaryVideoId))
  );
}

/** What a pending change holds beside its fields: its gallery (null: the published one) and videos. */
export interface ProposalParts {
  fields: ProposedFields;
  gallery: readonly GalleryPhoto[] | null;
  videos: readonly VideoState[];
  primaryVideoId: number | null;
}

/**
 * The material changes a proposal makes to the published listing, in the order of
 * MATERIAL_CHANGES: empty when it changes nothing any more (then it is no change to review).
 */
export function materialChanges(
  live: MaterialValues,
  liveGallery: readonly GalleryPhoto[],
  proposal: ProposalParts,
): MaterialChange[] {
  const changes: MaterialChange[] = fieldChanges(live, proposal.fields);
  if (proposal.gallery && !sameGallery(proposal.gallery, liveGallery)) changes.push('photos');
  if (videosChanged(proposal.videos, proposal.primaryVideoId)) changes.push('videos');
  return changes;
}
