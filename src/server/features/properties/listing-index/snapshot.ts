import { LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@shared/enums';
import type { ListPropertiesQuery, Ordering } from '@shared/schemas/properties';
import { searchTerms } from '../search/normalize';
import {
  atLeast,
  type Bits,
  bitsAtLeast,
  bitsByValue,
  bitsOf,
  countBits,
  hasBit,
  inRange,
  intersect,
  listsByValue,
  positions,
  type SortedColumn,
  setBit,
  sortedColumn,
  subtract,
  wordsFor,
} from './bits';

/** One published listing's filter and sort columns, as the snapshot is built from. */
export interface IndexRow {
  id: number;
  status: string;
  listing_type: string;
  property_type: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  region_id: number | null;
  city_id: number | null;
  subcity_id: number | null;
  kebele_id: number | null;
  agent_id: number | null;
  is_featured: boolean;
  latitude: number | null;
  longitude: number | null;
  /**
   * Each listing's place (from 0) in the ascending order of each sort, `(key, id)`, and of the
   * coordinates (NULLs last). Ranked by the database, so ties and precision are its own and the
   * process does not spend a quarter-second of its event loop sorting.
   */
  created_rank: number;
  price_rank: number;
  views_rank: number;
  area_rank: number;
  lat_rank: number;
  lng_rank: number;
}

/** The four sort keys; each `ordering` walks one of them forwards or backwards. */
type SortKey = 'created' | 'price' | 'views' | 'area';

const SORT_OF: Record<Ordering | 'newest', [SortKey, boolean]> = {
  newest: ['created', true],
  '-created_at': ['created', true],
  created_at: ['created', false],
  price: ['price', false],
  '-price': ['price', true],
  views: ['views', false],
  '-views': ['views', true],
  area: ['area', false],
  '-area': ['area', true],
};

const code = (values: readonly string[]) => new Map(values.map((v, i) => [v, i]));
const STATUS = code(PROPERTY_STATUSES);
const LISTING = code(LISTING_TYPES);
const PROPERTY = code(PROPERTY_TYPES);

/** Filters as numbers: -1 (or NaN for bounds) means "not filtered". */
export interface SnapshotFilters {
  status: number;
  listingType: number;
  propertyType: number;
  minPrice: number;
  maxPrice: number;
  bedrooms: number;
  bathrooms: number;
  region: number;
  city: number;
  subcity: number;
  kebele: number;
  agent: number;
  featured: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  /** The search words, as keys (decision 009); empty when nothing is searched. */
  terms: string[];
}

/**
 * The listings whose search key holds one word (`text`), and those whose title key (titles and
 * place names) holds it (`title`), as bit sets over a snapshot's positions.
 */
export interface WordMatches {
  text: Bits;
  title: Bits;
}

/**
 * The public listing search's filters as numbers, or null when the query is not one the snapshot
 * answers: the statuses only owners and staff may see stay with SQL. Mirrors `listConditions`
 * in list-repository.ts; the equivalence test runs both on the same data.
 */
export function snapshotFilters(q: ListPropertiesQuery): SnapshotFilters | null {
  const terms = searchTerms(q.search ?? '');
  let status = STATUS.get('available')!;
  let listingType = -1;
  switch (q.status) {
    case undefined:
      break;
    case 'for_sale':
      listingType = LISTING.get('sale')!;
      break;
    case 'for_rent':
      listingType = LISTING.get('rent')!;
      break;
    case 'pending':
    case 'unavailable':
      return null;
    default:
      status = STATUS.get(q.status)!;
  }
  const n = (v: number | undefined) => v ?? -1;
  // Both a status alias and listing_type: both must hold, as the SQL's two conditions do.
  const chosenType = q.listing_type === undefined ? -1 : LISTING.get(q.listing_type)!;
  if (listingType >= 0 && chosenType >= 0 && chosenType !== listingType) listingType = -2;
  else if (chosenType >= 0) listingType = chosenType;
  // Typed text that folds to nothing searchable finds nothing, as in SQL (-2 is no type).
  if (q.search?.trim() && !terms.length) listingType = -2;
  return {
    status,
    listingType,
    propertyType: q.property_type === undefined ? -1 : PROPERTY.get(q.property_type)!,
    minPrice: q.min_price ?? Number.NaN,
    maxPrice: q.max_price ?? Number.NaN,
    bedrooms: n(q.bedrooms),
    bathrooms: n(q.bathrooms),
    region: n(q.region),
    city: n(q.city),
    subcity: n(q.subcity),
    kebele: n(q.kebele),
    agent: n(q.agent),
    featured: q.is_featured === undefined ? -1 : q.is_featured ? 1 : 0,
    minLat: q.min_lat ?? Number.NaN,
    maxLat: q.max_lat ?? Number.NaN,
    minLng: q.min_lng ?? Number.NaN,
    maxLng: q.max_lng ?? Number.NaN,
    terms,
  };
}

/**
 * The published listings' filter and sort columns in typed arrays, with each sort order computed
 * once and a bit set per value of the equality filters (status, types, places, featured) and per
 * "at least" of bedrooms and bathrooms. A page intersects the sets of its filters, tests the range
 * filters (price, map box, kebele, agent) on the remaining listings only, counts the result
 * exactly and takes the page from the chosen sort order. Tens of microseconds to a fraction of a
 * millisecond at 100,000 listings, where PostgreSQL spent milliseconds on the same page's index
 * scan, count and planning (decision 024, docs/benchmarks.md).
 */
export class ListingSnapshot {
  readonly size: number;
  private readonly words: number;
  private readonly id: Int32Array;
  private readonly price: SortedColumn;
  private readonly lat: SortedColumn;
  private readonly lng: SortedColumn;
  private readonly byKebele: Map<number, Int32Array>;
  private readonly byAgent: Map<number, Int32Array>;
  private readonly byStatus: Map<number, Bits>;
  private readonly byListingType: Map<number, Bits>;
  private readonly byPropertyType: Map<number, Bits>;
  private readonly byFeatured: Map<number, Bits>;
  private readonly byRegion: Map<number, Bits>;
  private readonly byCity: Map<number, Bits>;
  private readonly bySubcity: Map<number, Bits>;
  private readonly bedroomsAtLeast: Array<[number, Bits]>;
  private readonly bathroomsAtLeast: Array<[number, Bits]>;
  /** Positions in ascending (key, id) order, and each position's place in that order. */
  private readonly orders: Record<SortKey, Int32Array>;
  private readonly ranks: Record<SortKey, Int32Array>;
  /** Positions in ascending id order (`positionsById`), for turning search matches into bits. */
  private byId: Int32Array | null = null;

  constructor(rows: IndexRow[]) {
    const n = rows.length;
    this.size = n;
    this.words = wordsFor(n);
    const column = <T extends Int32Array | Uint8Array | Float64Array>(
      make: new (n: number) => T,
      value: (r: IndexRow) => number,
    ): T => {
      const out = new make(n);
      for (let i = 0; i < n; i++) out[i] = value(rows[i]!);
      return out;
    };
    this.id = column(Int32Array, (r) => r.id);
    const ranked = (rank: (r: IndexRow) => number) => {
      const positionsInOrder = new Int32Array(n);
      const ranks = new Int32Array(n);
      for (let i = 0; i < n; i++) {
        const k = rank(rows[i]!);
        positionsInOrder[k] = i;
        ranks[i] = k;
      }
      return [positionsInOrder, ranks] as const;
    };
    const [created, createdRank] = ranked((r) => r.created_rank);
    const [byPrice, priceRank] = ranked((r) => r.price_rank);
    const [byViews, viewsRank] = ranked((r) => r.views_rank);
    const [byArea, areaRank] = ranked((r) => r.area_rank);
    this.orders = { created, price: byPrice, views: byViews, area: byArea };
    this.ranks = { created: createdRank, price: priceRank, views: viewsRank, area: areaRank };
    this.price = sortedColumn(
      column(Float64Array, (r) => Number(r.price)),
      n,
      byPrice,
    );
    // NULL coordinates rank last and are left out, so they are outside every range, as in SQL.
    const coordinate = (value: (r: IndexRow) => number | null, rank: (r: IndexRow) => number) => {
      const present = rows.filter((r) => value(r) !== null).length;
      const order = new Int32Array(present);
      for (let i = 0; i < n; i++) if (value(rows[i]!) !== null) order[rank(rows[i]!)] = i;
      return sortedColumn(
        column(Float64Array, (r) => value(r) ?? Number.NaN),
        n,
        order,
      );
    };
    this.lat = coordinate(
      (r) => r.latitude,
      (r) => r.lat_rank,
    );
    this.lng = coordinate(
      (r) => r.longitude,
      (r) => r.lng_rank,
    );
    // Ids start at 1: 0 stands for NULL and equals no filter value, as NULL = x is never true.
    this.byKebele = listsByValue(
      column(Int32Array, (r) => r.kebele_id ?? 0),
      n,
    );
    this.byAgent = listsByValue(
      column(Int32Array, (r) => r.agent_id ?? 0),
      n,
    );
    const sets = (value: (r: IndexRow) => number) => bitsByValue(column(Int32Array, value), n);
    this.byStatus = sets((r) => STATUS.get(r.status) ?? -9);
    this.byListingType = sets((r) => LISTING.get(r.listing_type) ?? -9);
    this.byPropertyType = sets((r) => PROPERTY.get(r.property_type) ?? -9);
    this.byFeatured = sets((r) => (r.is_featured ? 1 : 0));
    this.byRegion = sets((r) => r.region_id ?? 0);
    this.byCity = sets((r) => r.city_id ?? 0);
    this.bySubcity = sets((r) => r.subcity_id ?? 0);
    this.bedroomsAtLeast = bitsAtLeast(
      column(Int32Array, (r) => r.bedrooms),
      n,
    );
    this.bathroomsAtLeast = bitsAtLeast(
      column(Int32Array, (r) => r.bathrooms),
      n,
    );
  }

  /** The positions of the listings that pass every filter. */
  private matching(f: SnapshotFilters): Bits {
    const out = new Uint32Array(this.words);
    const status = this.byStatus.get(f.status);
    if (!status) return out;
    out.set(status);
    const chosen: Array<Bits | null | undefined> = [];
    const equal = (sets: Map<number, Bits>, value: number) => value !== -1 && chosen.push(sets.get(value));
    equal(this.byListingType, f.listingType);
    equal(this.byPropertyType, f.propertyType);
    equal(this.byFeatured, f.featured);
    equal(this.byRegion, f.region);
    equal(this.byCity, f.city);
    equal(this.bySubcity, f.subcity);
    if (f.bedrooms !== -1) chosen.push(atLeast(this.bedroomsAtLeast, f.bedrooms));
    if (f.bathrooms !== -1) chosen.push(atLeast(this.bathroomsAtLeast, f.bathrooms));
    if (f.kebele !== -1) chosen.push(bitsOf(this.byKebele.get(f.kebele), this.words));
    if (f.agent !== -1) chosen.push(bitsOf(this.byAgent.get(f.agent), this.words));
    const bound = (v: number, otherwise: number) => (Number.isNaN(v) ? otherwise : v);
    if (!Number.isNaN(f.minPrice) || !Number.isNaN(f.maxPrice))
      chosen.push(inRange(this.price, bound(f.minPrice, -Infinity), bound(f.maxPrice, Infinity)));
    if (!Number.isNaN(f.minLat) || !Number.isNaN(f.maxLat))
      chosen.push(inRange(this.lat, bound(f.minLat, -Infinity), bound(f.maxLat, Infinity)));
    if (!Number.isNaN(f.minLng) || !Number.isNaN(f.maxLng))
      chosen.push(inRange(this.lng, bound(f.minLng, -Infinity), bound(f.maxLng, Infinity)));
    for (const bits of chosen) {
      if (!bits) return out.fill(0);
      intersect(out, bits);
    }
    return out;
  }

  /**
   * The ids of one page of matches in the query's order, and how many listings match in all.
   * With search words (`words`, one entry per term, from `wordMatches`), every word must be in
   * the listing's search key; without an explicit order, listings whose titles or places hold
   * every word come first, newest first within each group (decision 009).
   */
  page(
    f: SnapshotFilters,
    ordering: Ordering | undefined,
    offset: number,
    limit: number,
    words: WordMatches[] = [],
  ) {
    const matches = this.matching(f);
    for (const word of words) intersect(matches, word.text);
    const count = countBits(matches);
    if (offset >= Math.min(offset + limit, count)) return { ids: [] as number[], count };
    if (!words.length || ordering) return { ids: this.take(matches, count, ordering, offset, limit), count };
    const inTitle = new Uint32Array(matches);
    for (const word of words) intersect(inTitle, word.title);
    const titled = countBits(inTitle);
    subtract(matches, inTitle);
    const first = offset < titled ? this.take(inTitle, titled, undefined, offset, limit) : [];
    const rest = this.take(
      matches,
      count - titled,
      undefined,
      Math.max(0, offset - titled),
      limit - first.length,
    );
    return { ids: [...first, ...rest], count };
  }

  /** The ids of `limit` matches from `offset` on, in the order's sequence. */
  private take(matches: Bits, count: number, ordering: Ordering | undefined, offset: number, limit: number) {
    const end = Math.min(offset + limit, count);
    const ids: number[] = [];
    if (offset >= end) return ids;
    const [key, descending] = SORT_OF[ordering ?? 'newest'];
    const n = this.size;
    // Walking the sort order visits about end·n/count positions before the page is full;
    // sorting the matches themselves costs about count·log2(count). Take the cheaper.
    if ((end * n) / count <= 4 * count * Math.log2(count + 1)) {
      const order = this.orders[key];
      for (let k = 0, seen = 0; seen < end; k++) {
        const i = order[descending ? n - 1 - k : k]!;
        if (!hasBit(matches, i)) continue;
        if (seen >= offset) ids.push(this.id[i]!);
        seen++;
      }
    } else {
      const rank = this.ranks[key];
      const found = positions(matches, count).sort(
        descending ? (a, b) => rank[b]! - rank[a]! : (a, b) => rank[a]! - rank[b]!,
      );
      for (let k = offset; k < end; k++) ids.push(this.id[found[k]!]!);
    }
    return ids;
  }

  /**
   * One word's matches as bit sets, from the listings the database found holding it (`id`, and
   * whether the title key holds it too). Listings outside this snapshot are left out.
   */
  wordMatches(found: ReadonlyArray<{ id: number; in_title: boolean }>): WordMatches {
    const text = new Uint32Array(this.words);
    const title = new Uint32Array(this.words);
    const byId = this.positionsById();
    const ids = this.id;
    for (const { id, in_title } of found) {
      // Binary search over the positions sorted by id.
      let lo = 0;
      let hi = byId.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const at = ids[byId[mid]!]!;
        if (at === id) {
          setBit(text, byId[mid]!);
          if (in_title) setBit(title, byId[mid]!);
          break;
        }
        if (at < id) lo = mid + 1;
        else hi = mid - 1;
      }
    }
    return { text, title };
  }

  /** Positions in ascending id order, sorted on the first search of this snapshot. */
  private positionsById(): Int32Array {
    if (!this.byId) {
      const ids = this.id;
      this.byId = Int32Array.from({ length: this.size }, (_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
    }
    return this.byId;
  }
}
