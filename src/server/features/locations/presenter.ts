import type { City, Kebele, Region, Subcity } from '@shared/schemas/locations';
import type { cities, kebeles, regions, subcities } from '../../db/schema';
import type { Row } from './repository';

export const presentRegion = (r: Row<typeof regions>): Region => ({
  id: r.id,
  name: r.name,
  amharic_name: r.amharicName,
});
export const presentCity = (c: Row<typeof cities>): City => ({
  id: c.id,
  name: c.name,
  amharic_name: c.amharicName,
  region: c.regionId,
  latitude: c.latitude,
  longitude: c.longitude,
});
export const presentSubcity = (s: Row<typeof subcities>): Subcity => ({
  id: s.id,
  name: s.name,
  amharic_name: s.amharicName,
  city: s.cityId,
  latitude: s.latitude,
  longitude: s.longitude,
});
export const presentKebele = (k: Row<typeof kebeles>): Kebele => ({
  id: k.id,
  name: k.name,
  amharic_name: k.amharicName,
  subcity: k.subcityId,
});
