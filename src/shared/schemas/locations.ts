import { z } from 'zod';
import { idParam, listOf, query } from './common';

const region = z.object({
  id: z.number().int(),
  name: z.string(),
  amharic_name: z.string().nullable(),
});
const city = region.extend({
  region: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const subcity = region.extend({
  city: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const kebele = region.extend({ subcity: z.number().int() });

export type Region = z.infer<typeof region>;
export type City = z.infer<typeof city>;
export type Subcity = z.infer<typeof subcity>;
export type Kebele = z.infer<typeof kebele>;

/** `GET /locations/regions/` */
export const listRegionsResponse = listOf(region);
/** `GET /locations/cities/?region=` */
export const listCitiesQuery = query({ region: idParam().optional() });
export const listCitiesResponse = listOf(city);
/** `GET /locations/subcities/?city=` */
export const listSubcitiesQuery = query({ city: idParam().optional() });
export const listSubcitiesResponse = listOf(subcity);
/** `GET /locations/kebeles/?subcity=` */
export const listKebelesQuery = query({ subcity: idParam().optional() });
export const listKebelesResponse = listOf(kebele);
