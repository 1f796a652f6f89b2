import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { alertJobs, properties } from '../../src/server/db/schema';
import { listingWentPublic } from '../../src/server/features/alerts/events';
import { fanOut } from '../../src/server/features/alerts/fanout';
import { readSavedQuery } from '../../src/server/features/alerts/saved-query';
import { searchesRepository } from '../../src/server/features/alerts/searches-repository';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { buildMarket, random, randomQuery } from '../support/listing-market';

/**
 * A listing alerts a saved search exactly when `GET /properties/properties/?<query>` lists it:
 * random searches drawn from the declaration × the market's 90 listings, through the real fan-out.
 */
describeWithDb('Saved-search alerts match the list', (env) => {
  it('for 120 random searches, the jobs made are the listings the list shows', async () => {
    const { ctx, app } = env();
    const market = await buildMarket(ctx);
    const rnd = random(38);
    const f = factories(ctx);
    const searches: Array<{ id: number; userId: number; query: string }> = [];
    while (searches.length < 120) {
      const drawn = randomQuery(rnd, market);
      let canonical: string;
      try {
        canonical = readSavedQuery(new URLSearchParams(drawn).toString()).canonical;
      } catch {
        continue; // A private status: not something anyone can save.
      }
      // One person per search: a person's searches share their alerts.
      const user = await f.user();
      const row = await searchesRepository.insert(ctx.database.db, {
        userId: user.id,
        name: 'x',
        query: canonical,
      });
      searches.push({ id: row.id, userId: user.id, query: canonical });
    }
    const listings = await ctx.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.regionId, market.region.id));
    for (const l of listings) await listingWentPublic(ctx.database.db, l.id);
    const now = new Date();
    while ((await fanOut(ctx, now)).events > 0);

    const jobs = await ctx.database.db
      .select({ searchId: alertJobs.searchId, propertyId: alertJobs.propertyId })
      .from(alertJobs)
      .where(
        inArray(
          alertJobs.searchId,
          searches.map((s) => s.id),
        ),
      );
    let matched = 0;
    for (const s of searches) {
      const res = await app.inject({ url: `/api/properties/properties/?${s.query}&page_size=100` });
      expect(res.statusCode, s.query).toBe(200);
      const listed = (res.json().results as Array<{ id: number }>).map((r) => r.id).sort((a, b) => a - b);
      const alerted = jobs
        .filter((j) => j.searchId === s.id)
        .map((j) => j.propertyId)
        .sort((a, b) => a - b);
      expect(alerted, s.query).toEqual(listed);
      matched += listed.length;
    }
    // The draw is worth something only if many searches match some listings.
    expect(matched).toBeGreaterThan(100);
  }, 120_000);
});
