import type { AppContext } from '../../src/server/context';
import { factories } from './factories';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * A small, fully known market in its own city, so that list queries scoped with `city=<id>` see
 * only these listings whatever else the suite's database holds.
 *   Bole (ቦሌ) and Yeka (የካ) sub-cities; L5 sold, L6 pending and L7 unavailable (both owned by
 *   `owner`), the rest available.
 */
export async function createListingWorld(ctx: AppContext) {
  const f = factories(ctx);
  const region = await f.region({ name: `Region ${Math.random().toString(36).slice(2, 8)}` });
  const city = await f.city({ regionId: region.id, name: 'Addis Ababa', amharicName: 'አዲስ አበባ' });
  const bole = await f.subcity({
    cityId: city.id,
    name: 'Bole',
    amharicName: 'ቦሌ',
    latitude: 8.995,
    longitude: 38.79,
  });
  const yeka = await f.subcity({
    cityId: city.id,
    name: 'Yeka',
    amharicName: 'የካ',
    latitude: 9.04,
    longitude: 38.82,
  });
  const woreda = await f.kebele({ subcityId: bole.id, name: 'Woreda 03', amharicName: 'ወረዳ 03' });
  const agent = await f.user({
    isAgent: true,
    isVerifiedAgent: true,
    companyName: 'Atlas Homes',
    phoneNumber: '+251911223344',
    fullName: 'Hanna Tesfaye',
  });
  const owner = await f.user({ fullName: 'Dawit Bekele', phoneNumber: '+251922000111' });
  const inCity = { regionId: region.id, cityId: city.id };
  const base = { ...inCity, ownerId: agent.id, agentId: agent.id };

  const L1 = await f.property({
    ...base,
    title: 'Modern apartment in Bole Atlas',
    subcityId: bole.id,
    kebeleId: woreda.id,
    propertyType: 'apartment',
    listingType: 'sale',
    price: 5_000_000,
    area: 100,
    bedrooms: 2,
    bathrooms: 1,
    latitude: 8.99,
    longitude: 38.79,
    isFeatured: true,
    viewsCount: 50,
    createdAt: daysAgo(10),
    photos: 3,
  });
  const L2 = await f.property({
    ...base,
    title: 'Villa with garden in Yeka',
    subcityId: yeka.id,
    propertyType: 'villa',
    price: 40_000_000,
    area: 400,
    bedrooms: 5,
    bathrooms: 4,
    latitude: 9.04,
    longitude: 38.82,
    viewsCount: 10,
    createdAt: daysAgo(5),
  });
  const L3 = await f.property({
    ...base,
    title: 'ካዛንቺስ አካባቢ የሚከራይ አፓርትመንት',
    description: 'Bright flat with a small garden terrace, ten minutes from the light rail station.',
    subcityId: bole.id,
    propertyType: 'apartment',
    listingType: 'rent',
    price: 30_000,
    area: 80,
    bedrooms: 1,
    bathrooms: 1,
    latitude: 9.0,
    longitude: 38.8,
    viewsCount: 200,
    createdAt: daysAgo(1),
  });
  const L4 = await f.property({
    ...inCity,
    ownerId: owner.id,
    title: 'Family house in Ayat',
    subcityId: yeka.id,
    propertyType: 'house',
    listingType: 'rent',
    price: 80_000,
    area: 250,
    bedrooms: 3,
    bathrooms: 2,
    latitude: 9.05,
    longitude: 38.83,
    viewsCount: 5,
    createdAt: daysAgo(20),
  });
  const L5 = await f.property({
    ...base,
    title: 'Plot in Bole Bulbula',
    subcityId: bole.id,
    propertyType: 'land',
    status: 'sold',
    price: 12_000_000,
    area: 300,
    bedrooms: 0,
    bathrooms: 0,
  });
  const L6 = await f.property({
    ...inCity,
    ownerId: owner.id,
    title: 'Pending flat',
    subcityId: bole.id,
    status: 'pending',
    price: 7_000_000,
  });
  const L7 = await f.property({
    ...inCity,
    ownerId: owner.id,
    title: 'Withdrawn condominium',
    subcityId: yeka.id,
    propertyType: 'condominium',
    listingType: 'rent',
    status: 'unavailable',
    price: 15_000,
  });
  const L8 = await f.property({
    ...base,
    title: 'Office building on the ring road',
    description:
      'Eight floors of offices with a lift and parking; the owner also has a branch office in ሐዋሳ.',
    subcityId: yeka.id,
    propertyType: 'commercial',
    price: 100_000_000,
    area: 1000,
    bedrooms: 0,
    bathrooms: 6,
    viewsCount: 0,
    createdAt: daysAgo(30),
  });
  const L9 = await f.property({
    ...base,
    title: 'Condominium studio',
    subcityId: bole.id,
    propertyType: 'condominium',
    price: 3_000_000,
    area: 45,
    bedrooms: 0,
    bathrooms: 1,
    viewsCount: 30,
    createdAt: daysAgo(15),
  });
  return { region, city, bole, yeka, woreda, agent, owner, L1, L2, L3, L4, L5, L6, L7, L8, L9 };
}

export type ListingWorld = Awaited<ReturnType<typeof createListingWorld>>;
