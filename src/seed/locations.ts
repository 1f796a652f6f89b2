import type { Db } from '@server/db/client';
import { cities, kebeles, regions, subcities } from '@server/db/schema';
import { woredaNames } from './content';
import reference from './data/ethiopia-locations.json';

export interface SeededSubcity {
  id: number;
  name: string;
  amharicName: string;
  latitude: number;
  longitude: number;
  neighbourhoods: Array<{ name: string; amharic_name: string }>;
  kebeleIds: number[];
}

export interface SeededLocations {
  addis: { regionId: number; cityId: number };
  subcities: SeededSubcity[];
  /** Cities outside Addis Ababa, for a few listings elsewhere. */
  otherCities: Array<{
    id: number;
    regionId: number;
    name: string;
    amharicName: string;
    lat: number;
    lng: number;
  }>;
}

/**
 * Every region and chartered city of Ethiopia (2023), the main cities, Addis Ababa's 11
 * sub-cities with their centres and their woredas as kebeles.
 */
export async function seedLocations(db: Db): Promise<SeededLocations> {
  const regionRows = await db
    .insert(regions)
    .values(reference.regions.map((r) => ({ name: r.name, amharicName: r.amharic_name, kind: r.kind })))
    .returning();
  const regionId = new Map(regionRows.map((r) => [r.name, r.id]));

  const cityRows = await db
    .insert(cities)
    .values(
      reference.cities.map((c) => ({
        regionId: regionId.get(c.region)!,
        name: c.name,
        amharicName: c.amharic_name,
        latitude: c.lat,
        longitude: c.lng,
      })),
    )
    .returning();
  const addis = cityRows.find((c) => c.name === 'Addis Ababa')!;

  const seeded: SeededSubcity[] = [];
  for (const s of reference.addis_ababa_subcities) {
    const [row] = await db
      .insert(subcities)
      .values({
        cityId: addis.id,
        name: s.name,
        amharicName: s.amharic_name,
        latitude: s.lat,
        longitude: s.lng,
      })
      .returning();
    const woredas = await db
      .insert(kebeles)
      .values(
        woredaNames(s.name).map((w) => ({ subcityId: row!.id, name: w.name, amharicName: w.amharic_name })),
      )
      .returning({ id: kebeles.id });
    seeded.push({
      id: row!.id,
      name: s.name,
      amharicName: s.amharic_name,
      latitude: s.lat,
      longitude: s.lng,
      neighbourhoods: s.neighbourhoods,
      kebeleIds: woredas.map((w) => w.id),
    });
  }

  return {
    addis: { regionId: addis.regionId, cityId: addis.id },
    subcities: seeded,
    otherCities: cityRows
      .filter((c) => c.id !== addis.id)
      .map((c) => ({
        id: c.id,
        regionId: c.regionId,
        name: c.name,
        amharicName: c.amharicName ?? c.name,
        lat: c.latitude!,
        lng: c.longitude!,
      })),
  };
}
