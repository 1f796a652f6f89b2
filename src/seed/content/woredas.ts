/**
 * Woredas and coordinate boxes for Addis Ababa's 11 sub-cities. Woredas are numbered within each
 * sub-city (Woreda 01, 02, ...) and stand in for the spec's "kebele" level.
 */

/**
 * Number of woredas per sub-city after the 2020 restructuring (Lemi Kura carved out of Bole and
 * Yeka). Approximate: published figures differ between sources and years, and the city has merged
 * and split woredas more than once; the total is kept at the commonly quoted ~120.
 */
export const SUBCITY_WOREDAS: Record<string, number> = {
  'Addis Ketema': 10,
  'Akaky Kaliti': 12,
  Arada: 10,
  Bole: 13,
  Gullele: 10,
  Kirkos: 11,
  'Kolfe Keranio': 13,
  Lideta: 10,
  'Nifas Silk-Lafto': 12,
  Yeka: 10,
  'Lemi Kura': 9,
};

/** `Woreda 01`…`Woreda NN` with their Amharic spelling (`ወረዳ 01`…) for one sub-city. */
export function woredaNames(subcity: string): { name: string; amharic_name: string }[] {
  const count = SUBCITY_WOREDAS[subcity];
  if (count === undefined) throw new Error(`Unknown sub-city: ${subcity}`);
  return Array.from({ length: count }, (_, i) => {
    const nn = String(i + 1).padStart(2, '0');
    return { name: `Woreda ${nn}`, amharic_name: `ወረዳ ${nn}` };
  });
}

/** A latitude/longitude box (WGS84 degrees). */
export interface Bounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A box around each sub-city centre (from ethiopia-locations.json) that stays inside the sub-city,
 * so a demo pin drawn from it lands in the listing's own sub-city. The inner-city sub-cities
 * (Addis Ketema, Arada, Lideta, Kirkos) are small and their centres lie 1.5–2.5 km apart, so their
 * boxes are tight (±0.005–0.008°); the large outer ones get ±0.015–0.02°. The boxes do not
 * overlap one another (checked by the unit tests).
 */
export const SUBCITY_BOUNDS: Record<string, Bounds> = {
  // Centre 9.036, 38.738: Merkato and Autobus Tera, west of Arada.
  'Addis Ketema': { minLat: 9.029, maxLat: 9.044, minLng: 38.732, maxLng: 38.744 },
  // Centre 8.885, 38.782: Kality, Akaki and Tulu Dimtu in the far south.
  'Akaky Kaliti': { minLat: 8.865, maxLat: 8.905, minLng: 38.765, maxLng: 38.8 },
  // Centre 9.036, 38.752: Piassa to Arat Kilo.
  Arada: { minLat: 9.03, maxLat: 9.046, minLng: 38.747, maxLng: 38.762 },
  // Centre 8.995, 38.79: Bole Medhanialem, Atlas, Gerji side; kept east of Kirkos and Urael.
  Bole: { minLat: 8.978, maxLat: 9.008, minLng: 38.778, maxLng: 38.81 },
  // Centre 9.066, 38.735: Shiro Meda and Wingate, north of Addis Ketema and Arada.
  Gullele: { minLat: 9.055, maxLat: 9.08, minLng: 38.722, maxLng: 38.75 },
  // Centre 9.01, 38.76: Kazanchis, Bambis and Meskel Flower.
  Kirkos: { minLat: 9.002, maxLat: 9.02, minLng: 38.752, maxLng: 38.772 },
  // Centre 9.015, 38.695: Asko, Ayer Tena and Tor Hailoch in the west.
  'Kolfe Keranio': { minLat: 9.0, maxLat: 9.03, minLng: 38.68, maxLng: 38.71 },
  // Centre 9.01, 38.735: Mexico, Coca and Lideta; between Kolfe Keranio and Kirkos.
  Lideta: { minLat: 9.003, maxLat: 9.018, minLng: 38.726, maxLng: 38.745 },
  // Centre 8.96, 38.74: Sarbet, Old Airport, Lebu and Jemo to the south-west.
  'Nifas Silk-Lafto': { minLat: 8.945, maxLat: 8.975, minLng: 38.725, maxLng: 38.755 },
  // Centre 9.04, 38.82: Megenagna, CMC and Kotebe in the north-east.
  Yeka: { minLat: 9.028, maxLat: 9.055, minLng: 38.805, maxLng: 38.835 },
  // Centre 9.0, 38.87: Ayat side to Bole Arabsa, east of Bole.
  'Lemi Kura': { minLat: 8.985, maxLat: 9.015, minLng: 38.855, maxLng: 38.89 },
};

/** A point drawn uniformly from a sub-city's box, rounded to ~10 m (5 decimals). */
export function pointInSubcity(subcity: string, next: () => number): { lat: number; lng: number } {
  const b = SUBCITY_BOUNDS[subcity];
  if (!b) throw new Error(`Unknown sub-city: ${subcity}`);
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return {
    lat: round(b.minLat + next() * (b.maxLat - b.minLat)),
    lng: round(b.minLng + next() * (b.maxLng - b.minLng)),
  };
}
