import type { AppContext } from '../../context';
import { locationIndex } from '../locations';
import type { ListingCardRow } from './card-query';
import type { ListingRow } from './list-repository';
import { presentListItem } from './presenter';
import { selectCovers, selectPeople } from './related-repository';

/** Presents listing cards (rows with their cover and contact person already attached). */
export async function presentCards(ctx: AppContext, rows: ListingCardRow[]) {
  const places = await locationIndex(ctx);
  return rows.map((row) =>
    presentListItem(ctx.storage, row, {
      cover: row.cover ?? undefined,
      people: new Map(row.person ? [[row.person.id, row.person]] : []),
      places,
    }),
  );
}

/** Loads covers, people and place names for listings and presents them as list items. */
export async function presentListings(ctx: AppContext, rows: ListingRow[]) {
  const db = ctx.database.read;
  const ids = rows.map((r) => r.property.id);
  const personIds = [...new Set(rows.map((r) => r.property.agentId ?? r.property.ownerId))];
  const [covers, people, places] = await Promise.all([
    selectCovers(db, ids),
    selectPeople(db, personIds),
    locationIndex(ctx),
  ]);
  const coverBy = new Map(covers.map((c) => [c.propertyId, c]));
  const peopleBy = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) =>
    presentListItem(ctx.storage, row, { cover: coverBy.get(row.property.id), people: peopleBy, places }),
  );
}
