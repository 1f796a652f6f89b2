import { LISTING_TYPES, type ListingType, PROPERTY_TYPES } from '@shared/enums';
import type { FilterOptions, PropertyStats, SubcityStats } from '@shared/schemas/stats';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  bucketKey,
  LISTING_TYPE_LABELS,
  MAX_FLOOR_CHOICES,
  PRICE_BANDS,
  PROPERTY_TYPE_LABELS,
  TERM_CHOICES,
  TERM_LABELS,
} from './buckets';
import type { statsRepository } from './repository';

type Figures = Awaited<ReturnType<typeof statsRepository.marketFigures>>;
type PlaceRow = Awaited<ReturnType<typeof statsRepository.countsByPlace>>[number];
type SubcityRow = Awaited<ReturnType<typeof statsRepository.subcityFigures>>[number];

/** The sub-city rows of a per-place count (listings placed only in a city have none). */
function subcityCounts(places: PlaceRow[]) {
  return places.flatMap((r) => (r.subcity ? [{ ...r.subcity, cityId: r.city.id, count: r.count }] : []));
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name) || a.id - b.id;

/** The Ethiopian terms' choices with their counts (decision 035). */
function termChoices(n: (key: string) => number) {
  const of = <P extends keyof typeof TERM_CHOICES>(param: P) =>
    TERM_CHOICES[param].values.map((value) => ({
      label: TERM_LABELS[value] ?? value,
      value: value as (typeof TERM_CHOICES)[P]['values'][number],
      count: n(bucketKey.term(param, value)),
    }));
  return {
    furnished: of('furnished'),
    condominium_scheme: of('condominium_scheme'),
    title_deed: of('title_deed'),
  };
}

/** Filter options: every choice with its count; places only where there are listings. */
export function presentFilterOptions(f: Figures, places: PlaceRow[]): FilterOptions {
  const n = (key: string) => f.counts[key] ?? 0;
  const cities = new Map<number, FilterOptions['locations']['cities'][number]>();
  for (const r of places) {
    const c = cities.get(r.city.id);
    if (c) c.count += r.count;
    else
      cities.set(r.city.id, {
        id: r.city.id,
        name: r.city.name,
        amharic_name: r.city.amharicName,
        count: r.count,
      });
  }
  return {
    property_types: PROPERTY_TYPES.map((t) => ({
      label: PROPERTY_TYPE_LABELS[t],
      value: t,
      count: n(bucketKey.propertyType(t)),
    })),
    listing_types: LISTING_TYPES.map((t) => ({
      label: LISTING_TYPE_LABELS[t],
      value: t,
      count: n(bucketKey.listingType(t)),
    })),
    bedrooms: BEDROOM_CHOICES.map((b) => ({
      label: b === 0 ? 'Studio' : `${b}+`,
      value: b,
      count: n(bucketKey.bedrooms(b)),
    })),
    bathrooms: BATHROOM_CHOICES.map((b) => ({ label: `${b}+`, value: b, count: n(bucketKey.bathrooms(b)) })),
    ...termChoices(n),
    max_floor: MAX_FLOOR_CHOICES.map((f) => ({
      label: f === 0 ? 'Ground floor' : `Floor ${f} or below`,
      value: f,
      count: n(bucketKey.maxFloor(f)),
    })),
    price_ranges: PRICE_BANDS.map((b) => ({
      label: b.label,
      count: n(bucketKey.price(b)),
      min: b.min,
      max: b.max,
      listing_type: b.listingType,
    })),
    locations: {
      cities: [...cities.values()].sort(byName),
      subcities: subcityCounts(places)
        .sort(byName)
        .map((s) => ({
          id: s.id,
          name: s.name,
          amharic_name: s.amharicName,
          city: s.cityId,
          count: s.count,
        })),
    },
    price: {
      sale: { min: f.sale.min, max: f.sale.max },
      rent: { min: f.rent.min, max: f.rent.max },
    },
  };
}

/** How many popular sub-cities the stats name. */
const POPULAR_LOCATIONS = 10;

/** Market stats: counts, sale prices, rent, and what is most listed. */
export function presentPropertyStats(f: Figures, places: PlaceRow[]): PropertyStats {
  return {
    total_properties: f.total,
    for_sale: f.sale.count,
    for_rent: f.rent.count,
    avg_price: f.sale.avg,
    min_price: f.sale.min,
    max_price: f.sale.max,
    avg_rent: f.rent.avg,
    // Stable order for ties: the vocabulary's order (sort is stable).
    popular_types: PROPERTY_TYPES.map((t) => ({
      property_type: t,
      count: f.counts[bucketKey.propertyType(t)] ?? 0,
    }))
      .filter((t) => t.count > 0)
      .sort((a, b) => b.count - a.count),
    popular_locations: subcityCounts(places)
      .sort((a, b) => b.count - a.count || byName(a, b))
      .slice(0, POPULAR_LOCATIONS)
      .map((s) => ({ id: s.id, name: s.name, amharic_name: s.amharicName, count: s.count })),
  };
}

/** A sub-city's median price per m² of one listing type, every property type together. */
type SubcityMedian = (subcityId: number, listingType: ListingType) => number | null;

/** One sub-city on the map. */
export const presentSubcityStats = (r: SubcityRow, median: SubcityMedian): SubcityStats => ({
  id: r.id,
  name: r.name,
  amharic_name: r.amharicName,
  latitude: r.latitude,
  longitude: r.longitude,
  total: r.total,
  for_sale: r.forSale,
  for_rent: r.forRent,
  average_price: r.averagePrice,
  average_rent: r.averageRent,
  median_price_per_m2: { sale: median(r.id, 'sale'), rent: median(r.id, 'rent') },
});
