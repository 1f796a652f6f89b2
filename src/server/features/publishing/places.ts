import type { FieldErrorsBody } from '@shared/errors';
import { REQUIRED } from '@shared/schemas/form-fields';
import type { Db } from '../../db/client';
import { publishingRepository as repo } from './repository';

export interface PlaceIds {
  city: number;
  subcity: number | null;
  kebele: number | null;
}

export interface ResolvedPlace {
  values: { regionId: number; cityId: number; subcityId: number | null; kebeleId: number | null };
}

/**
 * Checks the location cascade of a listing (spec §4: city > sub-city > kebele): each level must
 * exist and belong to the one above. Sub-city is required when the city has sub-cities and kebele
 * when the sub-city has kebeles (spec §5), so that cities without sub-cities can be listed too.
 * `names` (both scripts, for the search key) are those of the levels found, even when refused.
 */
export async function resolvePlace(
  db: Db,
  ids: PlaceIds,
): Promise<{ place?: ResolvedPlace; names: Array<string | null>; errors: FieldErrorsBody }> {
  const { city, subcity, kebele } = await repo.place(db, ids);
  const errors: FieldErrorsBody = {};
  if (!city) return { names: [], errors: { city: ['Select a valid city.'] } };
  const names = [
    kebele?.name ?? null,
    kebele?.amharicName ?? null,
    subcity?.name ?? null,
    subcity?.amharicName ?? null,
    city.name,
    city.amharicName,
    city.regionName,
    city.regionAmharicName,
  ];
  if (ids.subcity === null) {
    if (city.subcityCount > 0) errors.subcity = [REQUIRED];
  } else if (!subcity || subcity.cityId !== city.id) {
    errors.subcity = ['Select a sub-city of the chosen city.'];
  }
  if (ids.kebele === null) {
    if (subcity && subcity.kebeleCount > 0 && !errors.subcity) errors.kebele = [REQUIRED];
  } else if (!subcity) {
    if (!errors.subcity) errors.kebele = ['Choose a sub-city first.'];
  } else if (!kebele || kebele.subcityId !== subcity.id) {
    errors.kebele = ['Select a kebele of the chosen sub-city.'];
  }
  if (Object.keys(errors).length) return { names, errors };
  return {
    errors,
    names,
    place: {
      values: {
        regionId: city.regionId,
        cityId: city.id,
        subcityId: subcity?.id ?? null,
        kebeleId: kebele?.id ?? null,
      },
    },
  };
}

/**
 * Features or amenities named by id or slug, as ids. Unknown names are refused, each with its
 * own message; `undefined` (not sent) stays undefined.
 */
export async function resolveCatalogue(
  db: Db,
  kind: 'features' | 'amenities',
  refs: Array<number | string> | undefined,
): Promise<{ ids?: number[]; errors: FieldErrorsBody }> {
  if (refs === undefined) return { errors: {} };
  const ids = refs.filter((r): r is number => typeof r === 'number');
  const slugs = refs.filter((r): r is string => typeof r === 'string');
  const found = await repo.catalogueEntries(db, kind, ids, slugs);
  const byRef = new Map<number | string, number>();
  for (const row of found) {
    byRef.set(row.id, row.id);
    byRef.set(row.slug, row.id);
  }
  const unknown = refs.filter((r) => !byRef.has(r));
  if (unknown.length) {
    const noun = kind === 'features' ? 'feature' : 'amenity';
    return { errors: { [kind]: unknown.map((r) => `Unknown ${noun}: ${r}.`) } };
  }
  return { ids: [...new Set(refs.map((r) => byRef.get(r)!))], errors: {} };
}
