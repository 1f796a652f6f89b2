import { z } from 'zod';
import { BACKGROUND_PAGE_TYPES } from '../enums';
import { formBool } from './admin-form';
import { listOf, query, text } from './common';
import { apiImage } from './media';

/** Staff console: hero backgrounds per page type (spec: backgrounds call gives url and credit). */

const pageType = z.enum(BACKGROUND_PAGE_TYPES, { message: 'Choose a valid page type.' });
const credit = text().trim().max(200, { message: 'Ensure this field has no more than 200 characters.' });

/** `POST /admin/backgrounds/` (multipart: the file `image` is required). */
export const createBackgroundBody = z.object({
  page_type: pageType,
  credit: credit.default(''),
  is_active: formBool.default(true),
});
export type CreateBackgroundBody = z.infer<typeof createBackgroundBody>;

/** `PATCH /admin/backgrounds/{id}/` (JSON, or multipart with a new `image`). */
export const updateBackgroundBody = z.object({ page_type: pageType, credit, is_active: formBool }).partial();
export type UpdateBackgroundBody = z.infer<typeof updateBackgroundBody>;

export const adminBackground = z.object({
  id: z.number().int(),
  page_type: pageType,
  image: apiImage,
  credit: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminBackground = z.infer<typeof adminBackground>;

/** `GET /admin/backgrounds/?page_type=`: every background, active or not, newest first. */
export const adminBackgroundsQuery = query({ page_type: pageType.optional() });
export const adminBackgroundsResponse = listOf(adminBackground);
