import { buildingLabel, floorLabel } from '@shared/listing-terms';
import type { PropertyListItem } from '@shared/schemas/properties';
import type { TFunction } from '../../../lib/translator';

type Floors = Pick<PropertyListItem, 'floor' | 'building_floors'>;

/**
 * A listing's floor as Ethiopians say it: "G" (ground), "3 of G+7", or the building alone
 * ("G+7"); null when neither is known.
 */
export function floorText(p: Floors, t: TFunction): string | null {
  if (p.floor !== null && p.building_floors !== null)
    return t('terms.floorOf', { floor: floorLabel(p.floor), building: buildingLabel(p.building_floors) });
  if (p.floor !== null) return p.floor === 0 ? t('terms.ground') : floorLabel(p.floor);
  if (p.building_floors !== null) return buildingLabel(p.building_floors);
  return null;
}

/** The card's short floor: "Ground floor" or "Floor 3"; null when the floor is not known. */
export function shortFloor(p: Floors, t: TFunction): string | null {
  if (p.floor === null) return null;
  return p.floor === 0 ? t('terms.ground') : t('terms.cardFloor', { floor: p.floor });
}
