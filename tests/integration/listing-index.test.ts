import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type { AppContext } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import { properties, propertyImages, users } from '../../src/server/db/schema';
import {
  CARDS_CHANGED,
  LISTEN_RETRY_MS,
  ListingIndex,
} from '../../src/server/features/properties/listing-index/listing-index';
import { snapshotFilters } from '../../src/server/features/properties/listing-index/snapshot';
import { matchesListing } from '../../src/server/features/properties/listing-match';
import { listingsChanged, listProperties } from '../../src/server/features/properties/service';
import { PreparedJson } from '../../src/server/lib/serializer';
import type { Viewer } from '../../src/server/lib/viewer';
import { createReadModels } from '../../src/server/read-models';
import {
  type ListPropertiesQuery,
  type ListPropertiesResponse,
  listPropertiesQuery,
} from '../../src/shared/schemas/properties';
import { eventually } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { readPage, writtenPage } from '../support/list-page';
import { buildMarket, type Market, random, randomQuery } from '../support/listing-market';

describeWithDb('listing index', (env) => {
  /** The same application with the public answer cache on: anonymous searches use the index. */
  let cached: AppContext;
  let market: Market;

  beforeAll(async () => {
    cached = { ...env().ctx, config: { ...env().ctx.config, apiCacheMs: 60_000 } };
    market = await buildMarket(env().ctx);
  });

  /** Pages answered from kept cards (already written) rather than by the route's serializer. */
  let prepared = 0;

  /** An answer as the route writes it, or the error it was refused with, for comparing both paths. */
  const outcome = (ctx: AppContext, q: ListPropertiesQuery, url: string) =>
    listProperties(ctx, q, null, url).then(
      (page) => {
        if (page instanceof PreparedJson) prepared++;
        return { page: writtenPage(page) };
      },
      (error: { statusCode?: number; message: string }) => ({ error: [error.statusCode, error.message] }),
    );

  it('answers every filter, sort and page exactly as the database does, byte for byte; the matcher agrees', async () => {
    const snapshot = await cached.reads.listings.ready();
    expect(snapshot).not.toBeNull();
    const rnd = random(2026);
    let nonEmpty = 0;
    // The saved-search matcher, over every listing in memory, must find the same listings too.
    const listings = await env().ctx.database.db.select().from(properties);
    for (let n = 0; n < 320; n++) {
      const raw = randomQuery(rnd, market);
      const q = listPropertiesQuery.parse(raw);
      const url = `http://localhost/api/properties/properties/?${new URLSearchParams(raw)}`;
      const fromSql = await outcome(env().ctx, q, url);
      const fromIndex = await outcome(cached, q, url);
      expect(fromIndex, JSON.stringify(raw)).toEqual(fromSql);
      // The index itself chose this page (not a fallback to SQL); private statuses stay with SQL.
      const filters = snapshotFilters(q);
      if (!filters) continue;
      const words = await cached.reads.listings.words(snapshot!, filters.terms);
      const own = snapshot!.page(filters, q.ordering, (q.page - 1) * q.page_size, q.page_size, words!);
      if ('page' in fromSql) {
        const page = JSON.parse(fromSql.page) as ListPropertiesResponse;
        const matched = listings.filter((listing) => matchesListing(listing, q)).map((l) => l.id);
        expect(matched.length, JSON.stringify(raw)).toBe(page.count);
        expect(matched, JSON.stringify(raw)).toEqual(expect.arrayContaining(page.results.map((r) => r.id)));
        expect(own.ids, JSON.stringify(raw)).toEqual(page.results.map((r) => r.id));
        expect(own.count).toBe(page.count);
        if (own.ids.length) nonEmpty++;
      }
    }
    // The random queries are not all empty pages or errors, and the index wrote its own pages.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(prepared).toBeGreaterThan(100);
  });

  it('shows a listing published by this process on the very next page', async () => {
    const index = cached.reads.listings;
    await index.ready();
    const url = `http://localhost/api/properties/properties/?city=${market.city.id}`;
    const q = listPropertiesQuery.parse({ city: String(market.city.id) });
    const before = readPage(await listProperties(cached, q, null, url));
    const added = await factories(env().ctx).property({
      regionId: market.region.id,
      cityId: market.city.id,
      title: 'Published a moment ago',
      createdAt: new Date(),
    });
    listingsChanged(env().ctx);
    const after = readPage(await listProperties(cached, q, null, url));
    expect(after.count).toBe(before.count + 1);
    expect(after.results[0]?.id).toBe(added.id);
    // Once rebuilt, the index answers the same.
    await index.ready();
    expect(readPage(await listProperties(cached, q, null, url))).toEqual(after);
  });

  it('hears changes committed elsewhere and rebuilds without being told by this process', async () => {
    const index = env().ctx.reads.listings;
    const q = listPropertiesQuery.parse({ city: String(market.city.id), ordering: '-price' });
    const top = () => index.current()?.page(snapshotFilters(q)!, q.ordering, 0, 1);
    await index.ready();
    const before = top()!;
    // Written without listingsChanged, as another process or the command line would.
    const added = await factories(env().ctx).property({
      regionId: market.region.id,
      cityId: market.city.id,
      price: 900_000_000,
    });
    const seen = await eventually(() => (top()?.ids[0] === added.id ? top() : undefined));
    expect(seen).toEqual({ ids: [added.id], count: before.count + 1 });
    await env().ctx.database.db.delete(properties).where(eq(properties.id, added.id));
    expect(await eventually(() => (top()?.ids[0] !== added.id ? top() : undefined))).toEqual(before);
  });

  it('searches words in the current snapshot: a title written elsewhere is found once heard', async () => {
    const index = cached.reads.listings;
    const raw = { city: String(market.city.id), search: 'ዛንዚባር' };
    const q = listPropertiesQuery.parse(raw);
    const url = `http://localhost/api/properties/properties/?${new URLSearchParams(raw)}`;
    const before = await index.ready();
    // Searched once: the word's (empty) matches are now kept with this snapshot.
    const none = await listProperties(cached, q, null, url);
    expect(none).toBeInstanceOf(PreparedJson);
    expect(readPage(none).count).toBe(0);
    // Written without listingsChanged, as another process would; the Latin title matches the
    // Ge'ez word.
    const added = await factories(env().ctx).property({
      regionId: market.region.id,
      cityId: market.city.id,
      title: 'Zanzibar house',
    });
    await eventually(() => (index.current() && index.current() !== before ? true : undefined));
    const found = await listProperties(cached, q, null, url);
    expect(found).toBeInstanceOf(PreparedJson);
    expect(readPage(found).results.map((r) => r.id)).toEqual([added.id]);
    const withIt = index.current();
    await env().ctx.database.db.delete(properties).where(eq(properties.id, added.id));
    // Heard and rebuilt before the next test keeps cards (the notification forgets them).
    await eventually(() => (index.current() && index.current() !== withIt ? true : undefined));
  });

  it("forgets kept cards when what they show changes elsewhere: a contact's phone, a photo", async () => {
    const index = cached.reads.listings;
    await index.ready();
    const db = env().ctx.database.db;
    const firstOf = async (raw: Record<string, string>) => {
      const url = `http://localhost/api/properties/properties/?${new URLSearchParams(raw)}`;
      return readPage(await listProperties(cached, listPropertiesQuery.parse(raw), null, url)).results[0]!;
    };
    const agent = market.agents[0]!;
    const byAgent = { agent: String(agent.id), page_size: '1' };
    const shown = await firstOf(byAgent);
    expect(index.card(shown.id)).toBeDefined();
    // Written without telling this process, as another process would.
    await db.update(users).set({ phoneNumber: '+251911000777' }).where(eq(users.id, agent.id));
    await eventually(() => index.card(shown.id) === undefined || undefined);
    expect((await firstOf(byAgent)).agent?.phone_number).toBe('+251911000777');

    const pictured = await factories(env().ctx).property({
      regionId: market.region.id,
      cityId: market.city.id,
      price: 800_000_000,
      photos: 1,
    });
    const top = { city: String(market.city.id), ordering: '-price', page_size: '1' };
    await eventually(
      () =>
        index.current()?.page(snapshotFilters(listPropertiesQuery.parse(top))!, '-price', 0, 1).ids[0] ===
          pictured.id || undefined,
    );
    expect((await firstOf(top)).images_count).toBe(1);
    await db.delete(propertyImages).where(eq(propertyImages.propertyId, pictured.id));
    await eventually(() => index.card(pictured.id) === undefined || undefined);
    expect(await firstOf(top)).toMatchObject({ id: pictured.id, primary_image: null, images_count: 0 });
    await db.delete(properties).where(eq(properties.id, pictured.id));
  });

  it('rebuilds the snapshot for changes of listings, not for changes of what cards show', async () => {
    const database = env().ctx.database;
    let notify: (payload: string) => void = () => {};
    let builds = 0;
    // Hears only what the test sends, and counts the snapshot reads.
    const told: Database = {
      ...database,
      db: new Proxy(database.db, {
        get: (target, key) =>
          key === 'execute'
            ? (...args: Parameters<typeof target.execute>) => {
                builds++;
                return target.execute(...args);
              }
            : Reflect.get(target, key),
      }),
      listen: (channel, onNotify, lost) => {
        notify = onNotify;
        return database.listen(channel, () => {}, lost);
      },
    };
    const index = new ListingIndex(told);
    const snapshot = await index.ready();
    expect(builds).toBe(1);
    const keep = () => index.keepCard(1, Buffer.from('{"id":1}'), 60_000, index.cardRead());
    keep();
    notify(CARDS_CHANGED);
    expect(index.card(1)).toBeUndefined();
    expect(builds).toBe(1);
    keep();
    notify('');
    expect(index.card(1)).toBeUndefined();
    expect(builds).toBe(2);
    await eventually(() => (index.current() !== snapshot ? true : undefined));
  });

  it('is told of a statement that changed listings, not of one that changed none (the minute jobs)', async () => {
    const database = env().ctx.database;
    const heard: string[] = [];
    const stop = await database.listen(
      'listings_changed',
      (payload) => heard.push(payload),
      () => {},
    );
    try {
      const [one] = await database.db.select({ id: properties.id }).from(properties).limit(1);
      // Ending featuring that has not ended: no row changes (what ran every minute in every process).
      await database.db.update(properties).set({ isFeatured: false }).where(eq(properties.id, -1));
      await database.db.delete(properties).where(eq(properties.id, -1));
      // Then a real change; notifications arrive in commit order, so a first one would be first.
      await database.db
        .update(properties)
        .set({ address: 'Bole, near Edna Mall' })
        .where(eq(properties.id, one!.id));
      await eventually(() => (heard.length > 0 ? true : undefined));
      expect(heard).toEqual(['']);
    } finally {
      await stop();
    }
  });

  it('answers a search from SQL when its word cannot be read, and reads the word again next time', async () => {
    const database = env().ctx.database;
    let failing = true;
    // The snapshot reads work; the word reads fail while `failing` holds.
    const dialect = Reflect.get(database.db, 'dialect') as { sqlToQuery: (q: unknown) => { sql: string } };
    const flaky: Database = {
      ...database,
      db: new Proxy(database.db, {
        get: (target, key) =>
          key === 'execute'
            ? (...args: Parameters<typeof target.execute>) =>
                failing && dialect.sqlToQuery(args[0]).sql.includes('search_title like')
                  ? Promise.reject(new Error('connection lost'))
                  : target.execute(...args)
            : Reflect.get(target, key),
      }),
    };
    const ctx = { ...cached, database: flaky, reads: createReadModels(flaky) };
    const index = ctx.reads.listings;
    await index.ready();
    const raw = { search: 'garden', page_size: '100' };
    const url = `http://localhost/api/properties/properties/?${new URLSearchParams(raw)}`;
    const answer = () => listProperties(ctx, listPropertiesQuery.parse(raw), null, url);
    const fromSql = readPage(await listProperties(env().ctx, listPropertiesQuery.parse(raw), null, url));
    expect(fromSql.count).toBeGreaterThan(0);
    // The word cannot be read: the database answers (not a page written from kept cards).
    const failed = await answer();
    expect(failed).not.toBeInstanceOf(PreparedJson);
    expect(readPage(failed)).toEqual(fromSql);
    // Readable again: the index answers, the same page.
    failing = false;
    const again = await answer();
    expect(again).toBeInstanceOf(PreparedJson);
    expect(readPage(again)).toEqual(fromSql);
  });

  it('answers from SQL while the notification link is down, and listens again later', async () => {
    let clock = 1_000_000;
    let dropLink = () => {};
    const database = env().ctx.database;
    const flaky: Database = {
      ...database,
      listen: (channel, onNotify, onLost) => {
        dropLink = onLost;
        return database.listen(channel, onNotify, () => {});
      },
    };
    const index = new ListingIndex(flaky, () => clock);
    expect(await index.ready()).not.toBeNull();
    dropLink();
    // Changes may be going unheard: nothing is answered from memory, and no retry before its time.
    expect(index.current()).toBeNull();
    expect(await index.ready()).toBeNull();
    clock += LISTEN_RETRY_MS;
    expect(await index.ready()).not.toBeNull();
  });

  it('steps aside when switched off (LISTING_INDEX=false): the database answers, the same pages', async () => {
    const reads = createReadModels(env().ctx.database);
    const asked = vi.spyOn(reads.listings, 'current');
    const off = { ...cached, reads, config: { ...cached.config, listingIndex: false } };
    const raw = { ordering: 'price', page_size: '5' };
    const q = listPropertiesQuery.parse(raw);
    const url = `http://localhost/api/properties/properties/?${new URLSearchParams(raw)}`;
    expect(await outcome(off, q, url)).toEqual(await outcome(env().ctx, q, url));
    expect(asked).not.toHaveBeenCalled();
    // The same context with the index on asks it (the spy is what would tell).
    await outcome({ ...off, config: cached.config }, q, url);
    expect(asked).toHaveBeenCalled();
  });

  it('answers signed-in visitors from the database: their own change shows at once', async () => {
    const q = listPropertiesQuery.parse({ city: String(market.city.id), ordering: '-created_at' });
    const url = `http://localhost/api/properties/properties/?city=${market.city.id}`;
    await cached.reads.listings.ready();
    // Written without telling the index, as another process would.
    const added = await factories(env().ctx).property({
      regionId: market.region.id,
      cityId: market.city.id,
      createdAt: new Date(Date.now() + 60_000),
    });
    const viewer: Viewer = {
      id: market.agents[0]!.id,
      isAgent: true,
      isVerifiedAgent: false,
      isStaff: false,
    };
    expect(readPage(await listProperties(cached, q, viewer, url)).results[0]?.id).toBe(added.id);
    listingsChanged(env().ctx);
  });

  it('never answers a page with a hole: a listing gone unheard sends the page to SQL', async () => {
    const database = env().ctx.database;
    // Hears nothing, as when a notification is still on its way.
    const deaf: Database = {
      ...database,
      listen: (channel, _heard, lost) => database.listen(channel, () => {}, lost),
    };
    const ctx = { ...cached, database: deaf, reads: createReadModels(deaf) };
    const q = listPropertiesQuery.parse({ city: String(market.city.id), page_size: '5' });
    const url = `http://localhost/api/properties/properties/?city=${market.city.id}&page_size=5`;
    const { ids, count } = (await ctx.reads.listings.ready())!.page(snapshotFilters(q)!, undefined, 0, 5);
    await database.db.delete(properties).where(eq(properties.id, ids[1]!));
    const page = readPage(await listProperties(ctx, q, null, url));
    expect(page.results.map((r) => r.id)).toEqual([ids[0], ...ids.slice(2), expect.any(Number)]);
    expect(page.count).toBe(count - 1);
    // The snapshot is not trusted again until rebuilt without the listing.
    expect(ctx.reads.listings.current()).toBeNull();
  });

  it('does not keep cards read before a change: they may hold the old values', () => {
    const index = new ListingIndex(env().ctx.database);
    const card = Buffer.from('{"id":1,"title":"Before the edit"}');
    const read = index.cardRead();
    index.changed();
    index.keepCard(1, card, 60_000, read);
    expect(index.card(1)).toBeUndefined();
    index.keepCard(1, card, 60_000, index.cardRead());
    expect(index.card(1)).toBe(card);
  });

  it('keeps cards within its memory budget, forgetting the least recently shown first', () => {
    let clock = 0;
    // Room for three cards of 23 bytes.
    const index = new ListingIndex(env().ctx.database, () => clock, 3 * 23);
    const card = (id: number) => Buffer.from(`{"id":${id},"title":"Card"}`);
    const read = index.cardRead();
    for (const id of [1, 2, 3]) index.keepCard(id, card(id), 60_000, read);
    expect(index.card(1)).toEqual(card(1));
    // 1 was shown again: 2 is now the least recently shown and makes room for 4.
    index.keepCard(4, card(4), 60_000, read);
    expect([1, 2, 3, 4].map((id) => index.card(id) !== undefined)).toEqual([true, false, true, true]);
    // And a card is not kept past its lifetime.
    clock += 60_000;
    expect(index.card(3)).toBeUndefined();
  });

  it('leaves hidden statuses to the database, and finds nothing for text with no word', async () => {
    const snapshot = (await cached.reads.listings.ready())!;
    const parse = (raw: Record<string, string>) => snapshotFilters(listPropertiesQuery.parse(raw));
    const count = (raw: Record<string, string>) => snapshot.page(parse(raw)!, undefined, 0, 1).count;
    expect(parse({ search: 'Bole  ቦሌ' })?.terms).toEqual(['bola']);
    expect(parse({ status: 'pending' })).toBeNull();
    expect(parse({ status: 'unavailable' })).toBeNull();
    expect(count({ search: '   ' })).toBeGreaterThan(0);
    expect(count({ search: '?!' })).toBe(0);
    expect(count({ status: 'for_rent' })).toBeGreaterThan(0);
    expect(count({ status: 'for_rent', listing_type: 'sale' })).toBe(0);
  });
});
