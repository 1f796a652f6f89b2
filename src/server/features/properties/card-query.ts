import type { Ordering } from '@shared/schemas/properties';
import { and, is, type SQL, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client';
import { properties } from '../../db/schema';
import { countAtMost, type ListingRow, listingColumns } from './list-repository';
import { orderOf } from './listing-sql';
import type { PersonRow, PropertyImageRow } from './related-repository';
import { keyPattern } from './search/normalize';

/** ORDER BY of an ordering (`listing-sql.ts`), on the table or (`page`) on a page's own copies. */
function orderBy(ordering: Ordering | undefined, on: 'table' | 'page'): SQL {
  const { columns, direction } = orderOf(ordering);
  const dir = sql.raw(direction);
  const keys =
    on === 'table'
      ? [...columns, properties.id]
      : [...columns.map((_, i) => sql.raw(`page.sort_key${i}`)), sql`page.id`];
  return sql.join(
    keys.map((key) => sql`${key} ${dir}`),
    sql`, `,
  );
}

/** The sort columns of an ordering, selected as `sort_key0`, `sort_key1`… for the page's own order. */
const sortKeys = (ordering: Ordering | undefined): SQL =>
  sql.join(
    orderOf(ordering).columns.map((column, i) => sql`${column} as ${sql.identifier(`sort_key${i}`)}`),
    sql`, `,
  );

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
 * A listing's own columns (`listingColumns`) for raw statements, under the names of
 * `ListingRow['property']`, with the descriptions cut as in lists or whole (`whole`, the detail).
 */
export function listingFields(whole: boolean): SQL {
  const p = properties;
  const columns: Record<string, SQL | PgColumn> = {
    ...listingColumns.property,
    ...(whole && { description: p.description, descriptionAm: p.descriptionAm }),
  };
  return sql.join(
    Object.entries(columns).map(([name, column]) => {
      // Raw statements answer bigint as text; the typed select turns it into a number.
      const bigint = is(column, PgColumn) && column.columnType === 'PgBigInt53';
      return sql`${column}${bigint ? sql.raw('::float8') : sql``} as ${sql.identifier(name)}`;
    }),
    sql`, `,
  );
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
      select ${listingFields(false)}, ${sortKeys(ordering)}
      from (
        select ${p.id} from ${p}
        where ${where ?? sql`true`}
        order by ${orderBy(ordering, 'table')}
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
    order by ${orderBy(ordering, 'page')}`;
  return rowsOf(await db.execute(query)).map(toCard);
}

/** A row of `listingFields` as a `ListingRow` (dates arrive as text from raw statements). */
export function toListingRow(r: Record<string, unknown>): ListingRow {
  const { createdAt, updatedAt, lastConfirmedAt, ...property } = r;
  return {
    property: {
      ...(property as Omit<ListingRow['property'], 'createdAt' | 'updatedAt' | 'lastConfirmedAt'>),
      createdAt: new Date(createdAt as string | Date),
      updatedAt: new Date(updatedAt as string | Date),
      lastConfirmedAt: new Date(lastConfirmedAt as string | Date),
    },
  };
}

function toCard(r: Record<string, unknown>): ListingCardRow {
  const { cover, person, sort_key0: _key0, sort_key1: _key1, ...fields } = r;
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
