import { z } from 'zod';
import { idParam, idValue, listOf, query, text } from './common';

/**
 * Staff console: the location tree (region > city > sub-city > kebele). Names are English with
 * an optional Amharic spelling; cities and sub-cities have a centre (the approximate pin).
 */

export const LOCATION_LEVELS = ['regions', 'cities', 'subcities', 'kebeles'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];
/** Each level's parent field in a create body and a list query. */
export const PARENT_FIELD = {
  regions: null,
  cities: 'region',
  subcities: 'city',
  kebeles: 'subcity',
} as const;
/** The kinds a region can be. */
export const REGION_KINDS = ['region', 'chartered city'] as const;

const name = text()
  .trim()
  .min(1, { message: 'This field may not be blank.' })
  .max(100, { message: 'Ensure this field has no more than 100 characters.' });
const amharicName = text()
  .trim()
  .max(100, { message: 'Ensure this field has no more than 100 characters.' })
  .transform((v) => (v === '' ? null : v))
  .nullable();
const latitude = z
  .number({ message: 'Enter a valid number.' })
  .min(-90, { message: 'Latitude must be between -90 and 90.' })
  .max(90, { message: 'Latitude must be between -90 and 90.' })
  .nullable();
const longitude = z
  .number({ message: 'Enter a valid number.' })
  .min(-180, { message: 'Longitude must be between -180 and 180.' })
  .max(180, { message: 'Longitude must be between -180 and 180.' })
  .nullable();
const parentId = idValue('A valid id is required.');

/** The fields a location of any level may carry; each level takes its own subset. */
const locationFields = z.object({
  name,
  amharic_name: amharicName.optional(),
  kind: z.enum(REGION_KINDS, { message: 'Choose a valid kind.' }).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

/** `POST /admin/locations/{level}/`: name (+ Amharic name, centre, kind) and the parent's id. */
export const createLocationBody = locationFields.extend({
  region: parentId.optional(),
  city: parentId.optional(),
  subcity: parentId.optional(),
});
export type CreateLocationBody = z.infer<typeof createLocationBody>;

/** `PATCH /admin/locations/{level}/{id}/`: rename, or set the Amharic name or the centre. */
export const updateLocationBody = locationFields.partial();
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

export const adminLocation = z.object({
  id: z.number().int(),
  level: z.enum(LOCATION_LEVELS),
  name: z.string(),
  amharic_name: z.string().nullable(),
  /** Regions only. */
  kind: z.string().nullable(),
  /** Cities and sub-cities only. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  parent: z.number().int().nullable(),
  /** Locations one level down (0 for kebeles). */
  children_count: z.number().int(),
  /** Listings in this place, in any state. */
  listings_count: z.number().int(),
});
export type AdminLocation = z.infer<typeof adminLocation>;

export const levelParams = z.object({ level: z.enum(LOCATION_LEVELS, { message: 'Unknown level.' }) });
export const levelIdParams = levelParams.extend({
  id: idParam(),
});
/** `GET /admin/locations/{level}/?parent=`: one level, under one parent (all regions). */
export const adminLocationsQuery = query({ parent: idParam().optional() });
export const adminLocationsResponse = listOf(adminLocation);
