import { beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { properties } from '../../src/server/db/schema';
import { similarProperties } from '../../src/server/features/properties/detail-service';
import { jsonWriter, PreparedJson } from '../../src/server/lib/serializer';
import { similarPropertiesResponse } from '../../src/shared/schemas/property-detail';
import { describeWithDb } from '../support/db';
import { buildMarket } from '../support/listing-market';

const writeSimilar = jsonWriter(similarPropertiesResponse);

describeWithDb('similar listings', (env) => {
  /** The same application with the public answer cache on: the in-memory index may answer. */
  let cached: AppContext;

  beforeAll(async () => {
    cached = { ...env().ctx, config: { ...env().ctx.config, apiCacheMs: 60_000 } };
    await buildMarket(env().ctx);
  });

  /** What the route writes for `id`, or the status it refuses with; `fromIndex` counts kept-card answers. */
  let fromIndex = 0;
  const answer = (ctx: AppContext, id: number) =>
    similarProperties(ctx, id, null).then(
      (similar) => {
        if (similar instanceof PreparedJson) {
          fromIndex++;
          return similar.body.toString();
        }
        return writeSimilar(similar);
      },
      (error: { statusCode?: number }) => error.statusCode,
    );

  it('are the same from the in-memory index as from the database, byte for byte, for every listing', async () => {
    expect(await cached.reads.listings.ready()).not.toBeNull();
    // Every status (hidden ones are refused alike), shared prices and days, listings without a
    // sub-city: the market's 90 listings and whatever else this database holds.
    const all = await env().ctx.database.db.select({ id: properties.id }).from(properties);
    let answered = 0;
    for (const { id } of all) {
      const database = await answer(env().ctx, id);
      const indexed = await answer(cached, id);
      expect(indexed, `listing ${id}`).toEqual(database);
      if (typeof database === 'string') answered++;
    }
    expect(answered).toBeGreaterThan(40);
    // The database path never writes from kept cards; the index answered every visible listing.
    expect(fromIndex).toBe(answered);
  });
});
