import type { Ordering } from '@shared/schemas/properties';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { countAtMost, LIST_DESCRIPTION_MAX, type ListingRow } from './list-repository';
import type { PersonRow, PropertyImageRow } from './related-repository';
import { keyPattern } from './search/normalize';

/** The sort of each `ordering` as (column, direction) pairs, always ending on id. */
const SORTS: Record<Ordering | 'newest', Array<[string, 'asc' | 'desc']>> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  '-created_at': [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  created_at: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  price: [
    ['price', 'asc'],
    ['id', 'asc'],
  ],
  '-price': [
    ['price', 'desc'],
    ['id', 'desc'],
  ],
  views: [
    ['views_count', 'asc'],
    ['id', 'asc'],
  ],
  '-views': [
    ['views_count', 'desc'],
    ['id', 'desc'],
  ],
  area: [
    ['area', 'asc'],
    ['id', 'asc'],
  ],
  '-area': [
    ['area', 'desc'],
    ['id', 'desc'],
  ],
};

const orderBy = (ordering: Ordering | undefined, table: string) =>
  sql.raw(SORTS[ordering ?? 'newest'].map(([column, dir]) => `${table}.${column} ${dir}`).join(', '));

export interface ListingCardRow extends ListingRow {
  cover: (PropertyImageRow & { total: number }) | null;
  person: PersonRow | null;
}

export const IMAGE_JSON = (alias: string) =>
  sql.raw(
    `'id', ${alias}.id, 'width', ${alias}.width, 'height', ${alias}.height, 'placeholder', ${alias}.placeholder, ` +
      `'dominantColor', ${alias}.dominant_color, 'variants', ${alias}.variants`,
  );

/**
 * A listing's own columns under the names of `ListingRow['property']`, with the descriptions cut
 * to `descriptionMax` (list pages) or whole (`null`, the detail).
 */
export function listingFields(descriptionMax: number | null): SQL {
  const p = properties;
  const text = (column: typeof p.description | typeof p.descriptionAm) =>
    descriptionMax === null ? sql`${column}` : sql`left(${column}, ${descriptionMax + 1})`;
  return sql`${p.id} as id, ${p.title} as title, ${p.titleAm} as "titleAm",
        ${text(p.description)} as description, ${text(p.descriptionAm)} as "descriptionAm",
        ${p.listingType} as "listingType", ${p.propertyType} as "propertyType",
        ${p.price}::float8 as price, ${p.currency} as currency, ${p.area} as area, ${p.bedrooms} as bedrooms,
        ${p.bathrooms} as bathrooms, ${p.parkingSpaces} as "parkingSpaces", ${p.address} as address,
        ${p.latitude} as latitude, ${p.longitude} as longitude, ${p.regionId} as "regionId",
        ${p.cityId} as "cityId", ${p.subcityId} as "subcityId", ${p.kebeleId} as "kebeleId",
        ${p.ownerId} as "ownerId", ${p.agentId} as "agentId", ${p.isFeatured} as "isFeatured",
        ${p.status} as status, ${p.viewsCount} as "viewsCount", ${p.createdAt} as "createdAt",
        ${p.updatedAt} as "updatedAt"`;
}

/** The contact person of a listing (its agent, else its owner) as one JSON value. */
export function personJson(personId: SQL): SQL {
  return sql`(select json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email,
        'phoneNumber', u.phone_number, 'telegramUsername', u.telegram_username,
        'isVerifiedAgent', u.is_verified_agent, 'companyName', a.company_name,
        'avatar', case when av.id is null then null else json_build_object(${IMAGE_JSON('av')}) end)
      from users u
      left join agent_profiles a on a.user_id = u.id
      left join images av on av.id = u.profile_picture_id
      where u.id = ${personId})`;
}

/**
 * One page of listing cards in a single statement. The page's ids are chosen first, from the sort
 * index alone where it covers the filters (an index-only scan: a deep page skips thousands of
 * index entries, never thousands of rows); only those ids are then read from the table, and each
 * gets its cover photo, photo count and contact person as JSON. One round trip instead of three,
 * and no per-row work for the rows a deep page skips.
 */
export async function selectListingCards(
  db: Db,
  where: SQL | undefined,
  ordering: Ordering | undefined,
  limit: number,
  offset: number,
): Promise<ListingCardRow[]> {
  const p = properties;
  const query = sql`
    select page.*, cover.data as cover, person.data as person
    from (
      select ${listingFields(LIST_DESCRIPTION_MAX)}, ${p.createdAt} as created_at, ${p.price} as price_sort,
        ${p.viewsCount} as views_count, ${p.area} as area_sort
      from (
        select ${p.id} from ${p}
        where ${where ?? sql`true`}
        order by ${orderBy(ordering, 'properties')}
        limit ${limit} offset ${offset}
      ) chosen
      join ${p} on ${p.id} = chosen.id
    ) page
    left join lateral (
      select json_build_object(${IMAGE_JSON('i')}, 'propertyId', pi.property_id, 'caption', pi.caption,
        'isPrimary', pi.is_primary, 'position', pi.position,
        'total', (select count(*) from property_images t where t.property_id = page.id)) as data
      from property_images pi join images i on i.id = pi.image_id
      where pi.property_id = page.id
      order by pi.is_primary desc, pi.position, pi.id
      limit 1
    ) cover on true
    left join lateral (select ${personJson(sql`coalesce(page."agentId", page."ownerId")`)} as data) person on true
    order by ${outerOrder(ordering)}`;
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map(toCard);
}

/** The outer ORDER BY, on the page's own copies of the sort columns. */
function outerOrder(ordering: Ordering | undefined): SQL {
  const rename: Record<string, string> = { price: 'price_sort', area: 'area_sort' };
  return sql.raw(
    SORTS[ordering ?? 'newest'].map(([column, dir]) => `page.${rename[column] ?? column} ${dir}`).join(', '),
  );
}

/** A row of `listingFields` as a `ListingRow` (dates arrive as text from raw statements). */
export function toListingRow(r: Record<string, unknown>): ListingRow {
  const { createdAt, updatedAt, ...property } = r;
  return {
    property: {
      ...(property as Omit<ListingRow['property'], 'createdAt' | 'updatedAt'>),
      createdAt: new Date(createdAt as string | Date),
      updatedAt: new Date(updatedAt as string | Date),
    },
  };
}

function toCard(r: Record<string, unknown>): ListingCardRow {
  const { cover, person, created_at: _c, price_sort: _p, views_count: _v, area_sort: _a, ...fields } = r;
  return {
    ...toListingRow(fields),
    cover: (cover as ListingCardRow['cover']) ?? null,
    person: (person as PersonRow | null) ?? null,
  };
}

/**
 * A page of search results in relevance order: listings whose title or place holds every word
 * first, then those that have them only in the description, newest first within each. Two
 * ordered queries rather than one sort by a computed rank: each can walk the newest-first index
 * and stop after a page, even when a common word matches a fifth of all listings (decision 009).
 */
export async function selectSearchCards(
  db: Db,
  where: SQL | undefined,
  terms: string[],
  limit: number,
  offset: number,
): Promise<ListingCardRow[]> {
  const inTitle = and(...terms.map((t) => sql`${properties.searchTitle} like ${keyPattern(t)}`))!;
  const first = await selectListingCards(db, and(where, inTitle), undefined, limit, offset);
  if (first.length === limit) return first;
  // Title matches before this page: all of them were skipped by the offset when the page has none.
  const inTitleCount = first.length
    ? offset + first.length
    : await countAtMost(db, and(where, inTitle), offset);
  const rest = await selectListingCards(
    db,
    and(where, sql`not (${inTitle})`),
    undefined,
    limit - first.length,
    Math.max(0, offset - inTitleCount),
  );
  return [...first, ...rest];
}
