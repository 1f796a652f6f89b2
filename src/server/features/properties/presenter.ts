import type {
  AgentContact,
  ContactPerson,
  PropertyImage,
  PropertyListItem,
} from '@shared/schemas/properties';
import type { MediaStorage } from '../../media/storage';
import type { LocationIndex, Named } from '../locations';
import { presentImage } from '../media';
import { LIST_DESCRIPTION_MAX, type ListingRow } from './list-repository';
import type { PersonRow, PropertyImageRow } from './related-repository';

/** Cuts text at a word boundary, adding an ellipsis. */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "Abebe Kebede Alemu" → first "Abebe", last "Kebede Alemu" (Ethiopian names: given + father's). */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

function presentPerson(storage: MediaStorage, p: PersonRow): ContactPerson {
  return {
    id: p.id,
    full_name: p.fullName,
    ...splitName(p.fullName),
    avatar: p.avatar ? presentImage(storage, p.avatar).image : null,
    phone_number: p.phoneNumber,
    telegram_username: p.telegramUsername,
  };
}

export function presentAgent(storage: MediaStorage, p: PersonRow): AgentContact {
  return { ...presentPerson(storage, p), company_name: p.companyName, is_verified_agent: p.isVerifiedAgent };
}

export function presentPropertyImage(storage: MediaStorage, row: PropertyImageRow): PropertyImage {
  return { ...presentImage(storage, row), caption: row.caption, is_primary: row.isPrimary };
}

export interface ListingExtras {
  cover?: PropertyImageRow & { total: number };
  people: Map<number, PersonRow>;
  places: LocationIndex;
  /** Views counted but not written yet (ViewCounter). */
  unwrittenViews?: number;
}

/** A listing as cards and lists show it. The owner block appears only when there is no agent. */
const presentPlace = (place: Named) => ({ id: place.id, name: place.name, amharic_name: place.amharicName });

export function presentListItem(
  storage: MediaStorage,
  row: ListingRow,
  extras: ListingExtras,
): PropertyListItem {
  const p = row.property;
  const { places } = extras;
  const region = places.region(p.regionId);
  const city = places.city(p.cityId);
  const subcity = places.subcity(p.subcityId);
  const kebele = places.kebele(p.kebeleId);
  const agent = p.agentId ? extras.people.get(p.agentId) : undefined;
  const owner = !agent ? extras.people.get(p.ownerId) : undefined;
  return {
    id: p.id,
    title: p.title,
    title_am: p.titleAm,
    description: cutText(p.description, LIST_DESCRIPTION_MAX),
    description_am: p.descriptionAm ? cutText(p.descriptionAm, LIST_DESCRIPTION_MAX) : null,
    listing_type: p.listingType,
    property_type: p.propertyType,
    price: p.price,
    currency: p.currency,
    area: p.area,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    parking_spaces: p.parkingSpaces,
    address: p.address,
    furnished: p.furnished,
    condominium_scheme: p.condominiumScheme,
    floor: p.floor,
    building_floors: p.buildingFloors,
    title_deed: p.titleDeed,
    price_negotiable: p.priceNegotiable,
    advance_months: p.advanceMonths,
    min_lease_months: p.minLeaseMonths,
    landmark: p.landmark,
    price_per_m2: p.pricePerM2 > 0 ? p.pricePerM2 : null,
    price_reduced_at: p.priceReducedAt ? new Date(p.priceReducedAt).toISOString() : null,
    latitude: p.latitude,
    longitude: p.longitude,
    region: region && presentPlace(region),
    city: city && presentPlace(city),
    subcity: subcity && presentPlace(subcity),
    kebele: kebele && presentPlace(kebele),
    primary_image: extras.cover ? presentPropertyImage(storage, extras.cover) : null,
    images_count: extras.cover?.total ?? 0,
    agent: agent ? presentAgent(storage, agent) : null,
    owner: owner ? presentPerson(storage, owner) : null,
    is_featured: p.isFeatured,
    status: p.status,
    views: p.viewsCount + (extras.unwrittenViews ?? 0),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    last_confirmed_at: p.lastConfirmedAt.toISOString(),
  };
}
