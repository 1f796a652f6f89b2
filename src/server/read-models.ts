import type { Database } from './db/client';
import { createPlaceCache } from './features/locations/location-index';
import { PriceBenchmarks } from './features/prices/benchmark-model';
import { ListingIndex } from './features/properties/listing-index/listing-index';
import { createCountCache } from './features/properties/service';
import type { TtlCache } from './lib/ttl-cache';

/**
 * What a process keeps in memory to answer reads without the database: the in-memory listing
 * index (docs/ARCHITECTURE.md), the listing counts per filter combination, the places by id, and
 * whatever must be forgotten when listings change (the answer caches register there). Built with
 * the application context and released with it (`closeContext`), never a module's own state: two
 * contexts (two test databases, a CLI beside a server) never share one by accident.
 *
 * The view counter is not here: it is built with the app, whose graceful close writes its counts
 * before the database closes, and a test that builds an app with other rate-limit stores gets its
 * own.
 */
export interface ReadModels {
  readonly listings: ListingIndex;
  readonly counts: TtlCache;
  readonly places: TtlCache;
  /** Median prices by sub-city, property type and listing type (decision 042). */
  readonly benchmarks: PriceBenchmarks;
  /** Told whenever this process changes listings or what their answers show. */
  readonly onChange: Set<() => void>;
  /** Cards read by id, many requests' ids in one statement (made on first use: it needs the context). */
  cardLoader?: (ids: number[]) => Promise<Array<Buffer | undefined>>;
}

export function createReadModels(database: Database): ReadModels {
  const listings = new ListingIndex(database);
  const benchmarks = new PriceBenchmarks(database);
  return {
    listings,
    counts: createCountCache(),
    places: createPlaceCache(),
    benchmarks,
    onChange: new Set([() => listings.changed(), () => benchmarks.changed()]),
  };
}

/** Forgets everything kept (a closing context: the memory goes with it). */
export function closeReadModels(reads: ReadModels): void {
  reads.counts.clear();
  reads.places.clear();
  reads.benchmarks.clear();
  reads.onChange.clear();
  reads.listings.changed();
  reads.cardLoader = undefined;
}
