import { z } from 'zod';
import { paginated, paginationQuery, query } from './common';
import { propertyListItem } from './properties';

/**
 * Favourites (spec §4 "Saving a property", §7): save, remove, and the Saved Properties list.
 * Saving twice or removing what is not saved changes nothing and is not an error.
 */

/** `POST /properties/properties/{id}/save/` and `DELETE …/remove-save/`: the state after the call. */
export const saveStateResponse = z.object({
  property: z.number().int(),
  saved: z.boolean(),
});
export type SaveState = z.infer<typeof saveStateResponse>;

export const savedPropertiesQuery = query({ ...paginationQuery });
export type SavedPropertiesQuery = z.infer<typeof savedPropertiesQuery>;

/** A saved listing: the list card, and when it was saved. */
const savedPropertyItem = propertyListItem.extend({ saved_at: z.string() });

/** `GET /properties/saved-properties/`: newest saved first; listings no longer public are left out. */
export const savedPropertiesResponse = paginated(savedPropertyItem);
export type SavedPropertiesResponse = z.infer<typeof savedPropertiesResponse>;
