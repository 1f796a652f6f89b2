import {
  type AdminLocation,
  type CreateLocationBody,
  type LocationLevel,
  PARENT_FIELD,
  type UpdateLocationBody,
} from '@shared/schemas/admin-locations';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { recordAudit } from '../admin';
import { listingsChanged, type PlaceLevel, reindexListingsIn } from '../properties';
import { invalidateLocationIndex } from '.';
import {
  type LocationRow,
  type LocationValues,
  PARENT_TABLE,
  locationsAdminRepository as repo,
} from './staff-repository';

/** The entity name of each level, in the audit log and the listings' location columns. */
const SINGULAR: Record<LocationLevel, PlaceLevel> = {
  regions: 'region',
  cities: 'city',
  subcities: 'subcity',
  kebeles: 'kebele',
};
const NAME_TAKEN = 'A place with this name already exists here.';

const present = (level: LocationLevel, row: LocationRow): AdminLocation => ({ level, ...row });

/** What the audit log keeps of a place. */
const snapshot = ({ children_count: _c, listings_count: _l, ...row }: LocationRow) => row;

/** The fields a level carries: regions have a kind, cities and sub-cities a centre. */
function valuesFor(level: LocationLevel, body: UpdateLocationBody): LocationValues {
  const v: LocationValues = { name: body.name, amharic_name: body.amharic_name };
  if (level === 'regions') v.kind = body.kind;
  if (level === 'cities' || level === 'subcities') {
    v.latitude = body.latitude;
    v.longitude = body.longitude;
  }
  return v;
}

/** A centre needs both coordinates, or neither. */
function checkCentre(latitude: number | null | undefined, longitude: number | null | undefined) {
  if ((latitude === null || latitude === undefined) !== (longitude === null || longitude === undefined))
    throw fieldError(
      latitude == null ? 'latitude' : 'longitude',
      'Give both latitude and longitude, or neither.',
    );
}

/** After a change of names: listing pages and answers show the new names at once. */
function placesChanged(ctx: AppContext) {
  invalidateLocationIndex(ctx);
  listingsChanged(ctx);
}

/** `GET /admin/locations/{level}/?parent=`: one level of the tree, with counts. */
export async function listLocations(
  ctx: AppContext,
  viewer: Viewer | null,
  level: LocationLevel,
  parent?: number,
) {
  requireStaff(viewer);
  const rows = await repo.list(ctx.database.db, level, parent);
  return { count: rows.length, results: rows.map((r) => present(level, r)) };
}

/** `POST /admin/locations/{level}/`: adds a place under its parent; audited. */
export async function createLocation(
  ctx: AppContext,
  viewer: Viewer | null,
  level: LocationLevel,
  body: CreateLocationBody,
  ip: string,
): Promise<AdminLocation> {
  const staff = requireStaff(viewer);
  const parentField = PARENT_FIELD[level];
  const parentTable = PARENT_TABLE[level];
  const parent = parentField ? (body[parentField] ?? null) : null;
  const values = valuesFor(level, body);
  if (level === 'cities' || level === 'subcities') checkCentre(values.latitude, values.longitude);
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      if (parentField && parentTable) {
        if (parent === null) throw fieldError(parentField, 'This field is required.');
        if (!(await repo.exists(tx, parentTable, parent)))
          throw fieldError(parentField, `Invalid pk "${parent}" - object does not exist.`);
      }
      const newId = await repo.insert(tx, level, values, parent);
      const created = (await repo.byId(tx, level, newId))!;
      await recordAudit(tx, {
        actor: staff.id,
        action: `${SINGULAR[level]}.create`,
        entityType: SINGULAR[level],
        entityId: newId,
        after: snapshot(created),
        ip,
      });
      return created;
    });
    placesChanged(ctx);
    return present(level, row);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw fieldError('name', NAME_TAKEN);
    throw error;
  }
}

/**
 * `PATCH /admin/locations/{level}/{id}/`: renames a place or sets its Amharic name or centre. A
 * new name is written into the search keys of every listing in the place, in the same
 * transaction, so that searching for the new name finds them at once (decision 009).
 */
export async function updateLocation(
  ctx: AppContext,
  viewer: Viewer | null,
  level: LocationLevel,
  placeId: number,
  body: UpdateLocationBody,
  ip: string,
): Promise<AdminLocation> {
  const staff = requireStaff(viewer);
  const values = valuesFor(level, body);
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      const before = await repo.byId(tx, level, placeId, true);
      if (!before) throw notFound();
      if (level === 'cities' || level === 'subcities')
        checkCentre(
          values.latitude !== undefined ? values.latitude : before.latitude,
          values.longitude !== undefined ? values.longitude : before.longitude,
        );
      await repo.update(tx, level, placeId, values);
      const after = (await repo.byId(tx, level, placeId))!;
      // Saving a place unchanged changes nothing and writes nothing.
      if (JSON.stringify(snapshot(after)) === JSON.stringify(snapshot(before))) return after;
      const renamed = after.name !== before.name || after.amharic_name !== before.amharic_name;
      if (renamed) await reindexListingsIn(tx, SINGULAR[level], placeId);
      await recordAudit(tx, {
        actor: staff.id,
        action: `${SINGULAR[level]}.${renamed ? 'rename' : 'update'}`,
        entityType: SINGULAR[level],
        entityId: placeId,
        before: snapshot(before),
        after: snapshot(after),
        ip,
      });
      return after;
    });
    placesChanged(ctx);
    return present(level, row);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw fieldError('name', NAME_TAKEN);
    throw error;
  }
}
