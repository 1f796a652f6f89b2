import { z } from 'zod';
import { DESCRIPTION_MIN_LENGTH, MAX_PROPERTY_IMAGES } from '../constants';
import {
  CHANGE_REVIEW_STATES,
  CONDOMINIUM_SCHEMES,
  FURNISHINGS,
  LISTING_TYPES,
  OWNER_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  REVIEW_STATES,
  TITLE_DEEDS,
} from '../enums';
import { SEARCH_FILTER } from '../listing-query';
import { choiceParam } from '../listing-query-kit';
import { LANDMARK_MAX, MAX_FLOORS, MAX_TERM_MONTHS } from '../listing-terms';
import { SERVER_MESSAGES } from '../server-messages';
import { atMost, idValue, MAX_ID, paginated, paginationQuery, query, text } from './common';
import {
  choiceOf,
  formBoolean,
  formId,
  optionalChoiceOf,
  optionalFormId,
  optionalNumber,
  optionalText,
  REQUIRED,
  requiredNumber,
  requiredText,
  toList,
  uploadedFiles,
} from './form-fields';
import { paramSchema } from './listing-params';
import { propertyListItem } from './properties';
import { propertyDetail } from './property-detail';

/**
 * Publishing a listing (spec §5, §7): `POST /properties/properties/` and
 * `PATCH /properties/properties/{id}/`, as multipart forms (each field as text, photos one per
 * file under `images`) or as JSON (without photos).
 */

const DESCRIPTION_TOO_SHORT = `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters.`;
export const TOO_MANY_IMAGES = SERVER_MESSAGES.too_many_images;
export const IMAGES_REQUIRED = SERVER_MESSAGES.images_required;
const IMAGE_REF = 'Give a photo id, or new:N for the N-th uploaded file.';
export const BOTH_COORDINATES = 'Provide both latitude and longitude, or neither.';

/** Birr, whole; a trillion is far above any listing and far inside a safe integer. */
const MAX_PRICE = 1_000_000_000_000;

const propertyType = text({ error: (iss) => (iss.input === undefined ? REQUIRED : 'Not a valid string.') })
  .trim()
  .transform((v) => PROPERTY_TYPE_ALIASES[v] ?? v)
  .pipe(choiceOf(PROPERTY_TYPES))
  .meta({ enum: [...PROPERTY_TYPES, ...Object.keys(PROPERTY_TYPE_ALIASES)] });

/** Features or amenities: ids or slugs (`balcony`), repeated, comma-separated or a JSON array. */
const catalogueList = z.preprocess(
  toList,
  z
    .array(
      z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
        z.union([idValue(), text().trim().min(1).max(60)], {
          message: 'Give ids or slugs.',
        }),
      ),
    )
    .max(60, { message: 'Ensure this field has no more than 60 elements.' })
    .optional(),
);

const coordinate = (limit: number, name: string) =>
  optionalNumber({
    min: -limit,
    max: limit,
    integer: false,
    rangeMessage: `${name} must be within -${limit}..${limit}.`,
  });

/** Every field of a listing a publisher writes, as the add-property form names them (spec §3, §5). */
const listingFields = {
  title: requiredText(200),
  description: requiredText(10_000, DESCRIPTION_MIN_LENGTH, DESCRIPTION_TOO_SHORT),
  /** Optional Amharic title and description, shown to readers of Ge'ez-script languages. */
  title_am: optionalText(200),
  description_am: optionalText(10_000),
  property_type: propertyType,
  listing_type: choiceOf(LISTING_TYPES),
  /** Whole birr; rent is per month. */
  price: requiredNumber({ min: 0, max: MAX_PRICE }),
  /** m², whole. */
  area: requiredNumber({ min: 0, max: 10_000_000 }),
  bedrooms: requiredNumber({ min: 0, max: 1000 }),
  bathrooms: requiredNumber({ min: 0, max: 1000 }),
  parking_spaces: optionalNumber({ min: 0, max: 10_000 }),
  /** Location ids. Sub-city is required when the city has sub-cities, kebele when the sub-city has kebeles. */
  city: formId(),
  subcity: optionalFormId(),
  kebele: optionalFormId(),
  address: requiredText(300),
  latitude: coordinate(90, 'Latitude'),
  longitude: coordinate(180, 'Longitude'),
  features: catalogueList,
  amenities: catalogueList,
  /**
   * The Ethiopian terms (`@shared/listing-terms`), all optional; blank or null clears one. Those
   * that do not apply are not stored: the scheme outside condominiums, the deed outside sales,
   * the advance and minimum lease outside rents. Advance: at most 2 months for homes
   * (Proclamation 1320/2024); the floor at most the building's top floor.
   */
  furnished: optionalChoiceOf(FURNISHINGS),
  condominium_scheme: optionalChoiceOf(CONDOMINIUM_SCHEMES),
  /** 0 is the ground floor ("G"). */
  floor: optionalNumber({ min: 0, max: MAX_FLOORS }),
  /** Floors above the ground floor: 7 is "G+7". */
  building_floors: optionalNumber({ min: 0, max: MAX_FLOORS }),
  title_deed: optionalChoiceOf(TITLE_DEEDS),
  price_negotiable: formBoolean().optional(),
  advance_months: optionalNumber({ min: 0, max: MAX_TERM_MONTHS }),
  min_lease_months: optionalNumber({ min: 0, max: MAX_TERM_MONTHS }),
  /** "Near Edna Mall", in either script; found by the search words. */
  landmark: optionalText(LANDMARK_MAX),
};

/**
 * A photo of the listing: an existing one by its id (the `id` of `images[]` in the listing), or a
 * photo uploaded in this request as `new:N` (the N-th file under `images`, counting from 0).
 */
const imageRefSchema = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    text({ message: IMAGE_REF })
      .trim()
      .regex(/^([1-9]\d{0,9}|new:\d{1,2})$/, { message: IMAGE_REF })
      .refine((v) => !/^\d+$/.test(v) || Number(v) <= MAX_ID, { message: atMost(MAX_ID) })
      .transform((v): { kind: 'existing'; id: number } | { kind: 'new'; index: number } =>
        v.startsWith('new:')
          ? { kind: 'new', index: Number(v.slice(4)) }
          : { kind: 'existing', id: Number(v) },
      ),
  );
export type ImageRef = z.output<ReturnType<typeof imageRefSchema>>;

/** One photo reference (a fresh schema per use, so each is documented in full). */
const imageRef = (description: string) => imageRefSchema().meta({ description });
const COVER = 'The cover photo: a photo id, or `new:N` for the N-th file under `images` (from 0).';

const photoFiles = (min: number) =>
  uploadedFiles({ min, max: MAX_PROPERTY_IMAGES, minMessage: IMAGES_REQUIRED, maxMessage: TOO_MANY_IMAGES });

const bothCoordinates = (
  b: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  const lat = b.latitude !== undefined && b.latitude !== null;
  const lng = b.longitude !== undefined && b.longitude !== null;
  // Both set, both cleared (null), or both left alone.
  if (lat !== lng || (b.latitude === undefined) !== (b.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [lat ? 'longitude' : 'latitude'], message: BOTH_COORDINATES });
  }
};

/**
 * `POST /properties/properties/`. `images`: 1–10 photo files (the first is the cover unless
 * `primary_image` names another as `new:N`). Anything else a client sends (`owner`, `agent`,
 * `status`, `is_featured`, `views_count`, `currency`…) is ignored: the server decides those.
 */
export const createPropertyBody = z
  .object({
    ...listingFields,
    images: photoFiles(1).meta({ description: 'Photo files, 1–10; the first is the cover by default.' }),
    primary_image: imageRef(COVER).optional(),
  })
  .superRefine(bothCoordinates);
export type CreatePropertyBody = z.output<typeof createPropertyBody>;

const idList = z.preprocess(
  toList,
  z
    .array(
      z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        idValue('Give photo ids.'),
      ),
    )
    .max(100)
    .optional(),
);

/**
 * `PATCH /properties/properties/{id}/`: any listing field, plus the gallery:
 * - `images`: new photo files, added after the current ones;
 * - `remove_images`: ids of current photos to delete;
 * - `image_order`: the photos in the wanted order (ids and `new:N`); photos left out follow in
 *   their current order, new ones last;
 * - `primary_image`: the cover photo (an id or `new:N`); by default the cover stays, or the first
 *   photo becomes the cover when the cover is removed;
 * - `status`: `available`, `sold`, `rented` or `unavailable`, once staff have approved the listing.
 * The gallery keeps 1–10 photos.
 */
export const updatePropertyBody = z
  .object({
    ...(Object.fromEntries(
      Object.entries(listingFields).map(([k, v]) => [k, (v as z.ZodType).optional()]),
    ) as { [K in keyof typeof listingFields]: z.ZodOptional<(typeof listingFields)[K]> }),
    status: choiceOf(OWNER_STATUSES).optional(),
    images: photoFiles(0).meta({ description: 'Photo files to add after the current ones.' }).optional(),
    remove_images: idList.meta({ description: 'Ids of current photos to delete.' }),
    image_order: z.preprocess(toList, z.array(imageRef('A photo id, or `new:N`.')).max(20).optional()).meta({
      description:
        'The photos in the wanted order (ids and `new:N`); photos left out follow in their current order, new ones last.',
    }),
    primary_image: imageRef(COVER).optional(),
  })
  .superRefine(bothCoordinates);
export type UpdatePropertyBody = z.output<typeof updatePropertyBody>;

/**
 * A change to a published listing that waits for staff, or that staff refused (decision 028).
 * While it waits, its owner sees the listing as they changed it and the public the approved one.
 */
const changeReview = z.object({
  state: z.enum(CHANGE_REVIEW_STATES),
  /** When the change joined the review queue. */
  submitted_at: z.string(),
  /** The reason staff gave, once refused; null while it waits. */
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type ChangeReview = z.infer<typeof changeReview>;

/** Where a listing is in staff review, and why it was rejected (owners and staff only). */
const reviewFields = {
  review_state: z.enum(REVIEW_STATES),
  /** The reason staff gave, while the listing is rejected; null otherwise. */
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The change waiting for staff or refused by them; null when there is none. */
  change_review: changeReview.nullable(),
};

/**
 * The answer of create and update: the listing as its detail shows it (to its owner: with their
 * change waiting for review on top), with its review state.
 */
export const ownListing = propertyDetail.extend(reviewFields);
export type OwnListing = z.infer<typeof ownListing>;

/** A card of My Properties: the list card with the review state. */
export const myPropertyItem = propertyListItem.extend(reviewFields).extend({
  /**
   * When the listing leaves the site unless its publisher confirms it (decision 036); past for an
   * expired one; null for the statuses that do not expire.
   */
  expires_at: z.string().nullable(),
  /** Photos wide enough to be sharp everywhere (the listing quality's, decision 041). */
  sharp_images_count: z.number().int(),
  /** Videos, those waiting for review included. */
  videos_count: z.number().int(),
});
export type MyPropertyItem = z.infer<typeof myPropertyItem>;

/** The owner's own search: words as the public search reads them, and one status. */
export const myPropertiesQuery = query({
  ...paginationQuery,
  search: paramSchema(SEARCH_FILTER.params.search).optional(),
  status: paramSchema(choiceParam(PROPERTY_STATUSES)).optional(),
});
export type MyPropertiesQuery = z.infer<typeof myPropertiesQuery>;

/** `GET /properties/my-properties/`: the signed-in user's listings, newest first, every status. */
export const myPropertiesResponse = paginated(myPropertyItem);
export type MyPropertiesResponse = z.infer<typeof myPropertiesResponse>;

const catalogueEntry = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
/** `GET /properties/features/` and `/properties/amenities/`: what the add-property form offers. */
export const catalogueResponse = z.object({ count: z.number().int(), results: z.array(catalogueEntry) });
