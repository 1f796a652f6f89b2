import { ADS, MAP } from '@shared/constants';
import type { PropertyDetail } from '@shared/schemas/property-detail';

/** What the listing's structured data needs beyond the listing itself. */
export interface ListingPage {
  /** Absolute URL of the page. */
  url: string;
  title: string;
  description: string;
  /** Absolute URL of the site, to make photo URLs absolute. */
  publicUrl: string;
  now?: Date;
}

const AVAILABILITY: Record<PropertyDetail['status'], string> = {
  available: 'https://schema.org/InStock',
  pending: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
  unavailable: 'https://schema.org/Discontinued',
  expired: 'https://schema.org/Discontinued',
  reported: 'https://schema.org/Discontinued',
  suspended: 'https://schema.org/Discontinued',
};

/** The date one validity period (spec §9: one year) after `now`, as YYYY-MM-DD. */
export function priceValidUntil(now: Date): string {
  return new Date(now.getTime() + ADS.priceValidityDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The listing as a schema.org offer (spec §9): a sale offers a House, a rent an Accommodation at
 * a monthly price; the price is valid for a year. Search engines read it from the server's HTML.
 */
export function listingJsonLd(p: PropertyDetail, page: ListingPage) {
  const absolute = (url: string) => (url.startsWith('http') ? url : `${page.publicUrl}${url}`);
  const sale = p.listing_type === 'sale';
  const seller = p.agent
    ? {
        '@type': 'RealEstateAgent',
        name: p.agent.company_name ?? p.agent.full_name,
        url: `${page.publicUrl}/companies/${p.agent.id}`,
        ...(p.agent.phone_number ? { telephone: p.agent.phone_number } : {}),
      }
    : p.owner
      ? { '@type': 'Person', name: p.owner.full_name }
      : undefined;
  const itemOffered = {
    '@type': sale ? 'House' : 'Accommodation',
    name: page.title,
    numberOfRooms: p.bedrooms,
    numberOfBedrooms: p.bedrooms,
    numberOfBathroomsTotal: p.bathrooms,
    floorSize: { '@type': 'QuantitativeValue', value: p.area, unitCode: 'MTK' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: [p.address, p.kebele?.name].filter(Boolean).join(', ') || undefined,
      addressLocality: p.subcity?.name ?? p.city?.name ?? MAP.defaultCity,
      addressRegion: p.city?.name ?? p.region?.name ?? MAP.defaultCity,
      addressCountry: 'ET',
    },
    ...(p.latitude !== null && p.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
      : {}),
    ...(p.features.length || p.amenities.length
      ? {
          amenityFeature: [...p.features, ...p.amenities].map((f) => ({
            '@type': 'LocationFeatureSpecification',
            name: f.name,
            value: true,
          })),
        }
      : {}),
  };
  const offer = {
    '@type': 'Offer',
    url: page.url,
    price: p.price,
    priceCurrency: p.currency,
    priceValidUntil: priceValidUntil(page.now ?? new Date()),
    availability: AVAILABILITY[p.status],
    businessFunction: sale
      ? 'http://purl.org/goodrelations/v1#Sell'
      : 'http://purl.org/goodrelations/v1#LeaseOut',
    ...(sale
      ? {}
      : {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: p.price,
            priceCurrency: p.currency,
            unitCode: 'MON',
            unitText: 'month',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        }),
    ...(seller ? { seller } : {}),
    itemOffered,
  };
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: page.title,
      description: page.description,
      url: page.url,
      datePosted: p.created_at,
      dateModified: p.updated_at,
      ...(p.images.length ? { image: p.images.map((img) => absolute(img.image)) } : {}),
      offers: offer,
    },
  };
}
