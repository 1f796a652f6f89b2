import type { ApiTransport } from '@shared/runtime';
import type { catalogueResponse } from '@shared/schemas/publishing';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

export type CatalogueKind = 'features' | 'amenities';
export type CatalogueEntry = z.infer<typeof catalogueResponse>['results'][number];
/** What a listing may offer, by kind; null where the list could not be loaded. */
export type Catalogue = Record<CatalogueKind, CatalogueEntry[] | null>;

/** `GET /properties/features/` or `/properties/amenities/`: what a listing may offer. */
export function listCatalogue(api: ApiTransport, kind: CatalogueKind) {
  return callApi<typeof catalogueResponse>(api, { method: 'GET', path: `/properties/${kind}/` });
}

/**
 * Both lists, for the form's loader: the form is shown with its choices in place, so nothing
 * below them (the position and its map) moves under a finger once it is shown. A list that fails
 * is null: the form says so and still publishes without it.
 */
export async function loadCatalogue(api: ApiTransport): Promise<Catalogue> {
  const list = (kind: CatalogueKind) =>
    listCatalogue(api, kind).then(
      (r) => r.results,
      () => null,
    );
  const [features, amenities] = await Promise.all([list('features'), list('amenities')]);
  return { features, amenities };
}
