import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertEvents, properties } from '../../db/schema';
import { isPublicListing } from '../properties';

/**
 * Records that a listing became public, in the transaction that made it so (decision 038): the
 * alert is as durable as the publication, and a rolled-back publication alerts nobody.
 */
export const listingWentPublic = (tx: Db, propertyId: number) =>
  tx.insert(alertEvents).values({ propertyId, kind: 'new_listing' });

/** Records that a public listing's price fell by 5 % or more (people who saved it are told). */
export const listingPriceFell = (tx: Db, propertyId: number) =>
  tx.insert(alertEvents).values({ propertyId, kind: 'price_drop' });

/** How much a price must fall to tell those who saved the listing. */
export const isPriceDrop = (before: number, after: number) => after <= before * 0.95;

/** A listing's price while the public sees it (undefined when it is not public). */
export async function publicPrice(tx: Db, id: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ price: properties.price })
    .from(properties)
    .where(and(eq(properties.id, id), isPublicListing()));
  return row?.price;
}
