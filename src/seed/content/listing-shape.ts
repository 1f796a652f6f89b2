/**
 * The physical side of a demo listing (rooms, size, parking, floors that belong together) and the
 * noun phrases that describe it in English and Amharic.
 */
import type { PropertyType } from '@shared/enums';
import type { Bi } from './places';
import type { Rng } from './random';
import { type CommercialKind, type Ctx, withArticle } from './text';

const bi = (en: string, am: string): Bi => ({ en, am });

/** Adjectives that suit each type, for titles and openings. */
export const ADJECTIVES: Record<PropertyType, readonly Bi[]> = {
  condominium: [
    bi('affordable', 'ተመጣጣኝ ዋጋ ያለው'),
    bi('bright', 'ብርሃናማ'),
    bi('comfortable', 'ምቹ'),
    bi('spacious', 'ሰፊ'),
    bi('newly finished', 'አዲስ የተጠናቀቀ'),
  ],
  apartment: [
    bi('modern', 'ዘመናዊ'),
    bi('luxury', 'ቅንጡ'),
    bi('spacious', 'ሰፊ'),
    bi('bright', 'ብርሃናማ'),
    bi('newly built', 'አዲስ የተሠራ'),
    bi('elegant', 'ውብ'),
  ],
  house: [
    bi('spacious', 'ሰፊ'),
    bi('beautiful', 'ውብ'),
    bi('comfortable', 'ምቹ'),
    bi('well-built', 'በጥራት የተሠራ'),
    bi('quiet', 'ጸጥ ያለ'),
  ],
  villa: [
    bi('luxury', 'ቅንጡ'),
    bi('modern', 'ዘመናዊ'),
    bi('elegant', 'ውብ'),
    bi('spacious', 'ሰፊ'),
    bi('newly built', 'አዲስ የተሠራ'),
  ],
  commercial: [
    bi('modern', 'ዘመናዊ'),
    bi('spacious', 'ሰፊ'),
    bi('prime', 'ተፈላጊ'),
    bi('newly built', 'አዲስ የተሠራ'),
  ],
  land: [bi('prime', 'ተፈላጊ'), bi('level', 'ሜዳማ'), bi('fenced', 'የታጠረ'), bi('well-located', 'በጥሩ ሥፍራ የሚገኝ')],
};

/** Size ranges (m²) of flats by bedrooms, index = bedrooms. */
const FLAT_AREA: Record<'condominium' | 'apartment', readonly (readonly [number, number])[]> = {
  condominium: [
    [28, 40],
    [45, 60],
    [62, 85],
    [88, 120],
  ],
  apartment: [
    [40, 60],
    [60, 90],
    [90, 140],
    [130, 200],
    [180, 260],
  ],
};

const COMMERCIAL_AREA: Record<CommercialKind, readonly [number, number]> = {
  office: [60, 400],
  shop: [30, 150],
  warehouse: [300, 1500],
  building: [600, 2500],
};

const LAND_AREAS = [150, 160, 175, 200, 220, 250, 280, 300, 350, 400, 450, 500, 600, 750, 800, 1000];

/** Picks an index by weights. */
function weighted(r: Rng, weights: readonly number[]): number {
  let x = r.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i] ?? 0;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** The physical facts of one listing. */
export interface Shape {
  bedrooms: number;
  bathrooms: number;
  area: number;
  parking: number;
  floor: number;
  storeys: number;
  kind: CommercialKind | null;
}

/** Rooms, size, parking and floors that belong together for one type. */
export function shape(r: Rng, type: PropertyType, sale: boolean): Shape {
  switch (type) {
    case 'condominium':
    case 'apartment': {
      const condo = type === 'condominium';
      const beds = weighted(r, condo ? [15, 30, 35, 20] : [8, 17, 30, 33, 12]);
      const [lo, hi] = FLAT_AREA[type][beds] ?? [50, 80];
      const baths = beds <= 1 ? 1 : condo ? r.int(1, beds === 3 ? 2 : 1) : r.int(beds - 1, beds);
      const storeys = condo ? r.pick([4, 4, 5, 7, 9, 12]) : r.int(4, 14);
      const floor = condo ? r.int(0, storeys) : r.chance(0.08) ? 0 : r.int(1, storeys);
      const parking = condo ? (r.chance(0.2) ? 1 : 0) : beds === 0 ? r.int(0, 1) : r.int(1, 2);
      return { bedrooms: beds, bathrooms: baths, area: r.int(lo, hi), parking, floor, storeys, kind: null };
    }
    case 'house':
    case 'villa': {
      const villa = type === 'villa';
      const beds = villa ? r.int(4, 7) : r.int(2, 6);
      const base = villa ? 300 + (beds - 4) * 150 : 150 + (beds - 2) * 60;
      const area = Math.min(villa ? 1000 : 500, base + r.int(0, villa ? 250 : 120));
      return {
        bedrooms: beds,
        bathrooms: villa ? r.int(beds - 1, beds + 1) : Math.max(1, r.int(beds - 2, beds)),
        area: Math.round(area / 10) * 10,
        parking: villa ? r.int(2, 5) : r.int(1, 3),
        floor: 0,
        storeys: villa ? r.int(1, 3) : r.int(0, 2),
        kind: null,
      };
    }
    case 'commercial': {
      const kinds: CommercialKind[] = ['office', 'shop', 'warehouse', 'building'];
      const kind = kinds[weighted(r, sale ? [35, 25, 15, 25] : [45, 35, 15, 5])] ?? 'office';
      const [lo, hi] = COMMERCIAL_AREA[kind];
      const area = Math.round(r.int(lo, hi) / 5) * 5;
      const storeys =
        kind === 'office'
          ? r.int(4, 14)
          : kind === 'building'
            ? r.int(3, 10)
            : kind === 'shop'
              ? r.int(2, 8)
              : 0;
      const floor = kind === 'office' ? r.int(1, storeys) : 0;
      const toilets = { office: r.int(1, 3), shop: 1, warehouse: r.int(1, 2), building: r.int(4, 12) }[kind];
      const parking = {
        office: r.int(0, 4),
        shop: r.int(0, 1),
        warehouse: r.int(1, 4),
        building: r.int(6, 20),
      }[kind];
      return { bedrooms: 0, bathrooms: toilets, area, parking, floor, storeys, kind };
    }
    case 'land':
      return {
        bedrooms: 0,
        bathrooms: 0,
        area: r.pick(LAND_AREAS),
        parking: 0,
        floor: 0,
        storeys: r.int(2, 10),
        kind: null,
      };
  }
}

const ZONING: readonly Bi[] = [
  bi('residential plot', 'የመኖሪያ ቦታ'),
  bi('residential plot', 'የመኖሪያ ቦታ'),
  bi('commercial plot', 'የንግድ ቦታ'),
  bi('mixed-use plot', 'የቅይጥ አገልግሎት ቦታ'),
];

/** The noun phrases a template needs: unit, plain noun, noun with area, rooms. */
export function words(
  r: Rng,
  type: PropertyType,
  sale: boolean,
  s: Shape,
): Pick<Ctx, 'unit' | 'noun' | 'sized' | 'rooms'> {
  const { bedrooms: n, bathrooms: b, area } = s;
  const plural = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;
  const rooms =
    n === 0
      ? bi('an open-plan room, a kitchenette and a bathroom', 'አንድ ክፍት ክፍል፣ አነስተኛ ኩሽና እና መታጠቢያ ቤት')
      : bi(`${plural(n, 'bedroom')} and ${plural(b, 'bathroom')}`, `${n} መኝታ ቤት እና ${b} መታጠቢያ ቤት`);
  switch (type) {
    case 'condominium':
    case 'apartment': {
      const noun = type === 'condominium' ? bi('condominium', 'ኮንዶሚኒየም') : bi('apartment', 'አፓርትመንት');
      const unit =
        n === 0
          ? bi(`studio ${noun.en}`, `ስቱዲዮ ${noun.am}`)
          : bi(`${n}-bedroom ${noun.en}`, `ባለ ${n} መኝታ ${noun.am}`);
      return { unit, noun, sized: bi(`${area} m² ${noun.en}`, `${area} ካሬ ሜትር ${noun.am}`), rooms };
    }
    case 'house':
    case 'villa': {
      const noun = type === 'villa' ? bi('villa', 'ቪላ ቤት') : bi('house', 'መኖሪያ ቤት');
      const short = type === 'villa' ? 'ቪላ' : 'ቤት';
      return {
        unit: bi(`${n}-bedroom ${noun.en}`, `ባለ ${n} መኝታ ${short}`),
        noun,
        sized: bi(
          `${noun.en} on ${withArticle(String(area))} m² plot`,
          `${area} ካሬ ሜትር ቦታ ላይ ያረፈ ${noun.am}`,
        ),
        rooms,
      };
    }
    case 'commercial': {
      const unit = {
        office: bi('office space', 'የቢሮ ቦታ'),
        shop: bi('shop', 'ሱቅ'),
        warehouse: bi('warehouse', 'መጋዘን'),
        building: bi(`G+${s.storeys} commercial building`, `ባለ G+${s.storeys} የንግድ ሕንፃ`),
      }[s.kind ?? 'office'];
      const toilets = bi(plural(b, 'toilet'), `${b} መጸዳጃ ቤት`);
      return {
        unit,
        noun: unit,
        sized: bi(`${area} m² ${unit.en}`, `${area} ካሬ ሜትር ${unit.am}`),
        rooms: toilets,
      };
    }
    case 'land': {
      // A plot let by the month is an open yard (parking, storage), not a building site.
      const unit = sale ? r.pick(ZONING) : bi('open plot', 'ክፍት ቦታ');
      return {
        unit,
        noun: unit,
        sized: bi(`${area} m² ${unit.en}`, `${area} ካሬ ሜትር ${unit.am}`),
        rooms: bi('', ''),
      };
    }
  }
}
