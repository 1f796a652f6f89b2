import { CURRENCY } from '@shared/constants';
import type { CardListing } from '@shared/schemas/properties';
import type { MetaTag } from '../../lib/seo';
import { locationLine } from '../properties';

/**
 * A listing as schema.org data (spec §9): a sale is a House, a rent an Accommodation whose
 * price is per month.
 */
function listingJsonLd(p: CardListing, base: string) {
  const url = `${base}/properties/${p.id}`;
  const price =
    p.listing_type === 'rent'
      ? {
          price: p.price,
          priceCurrency: p.currency || CURRENCY,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: p.price,
            priceCurrency: p.currency || CURRENCY,
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        }
      : { price: p.price, priceCurrency: p.currency || CURRENCY };
  return {
    '@type': p.listing_type === 'sale' ? 'House' : 'Accommodation',
    '@id': url,
    url,
    name: p.title,
    ...(p.primary_image ? { image: `${base}${p.primary_image.image}` } : {}),
    floorSize: { '@type': 'QuantitativeValue', value: p.area, unitCode: 'MTK' },
    ...(p.bedrooms > 0 ? { numberOfBedrooms: p.bedrooms } : {}),
    ...(p.bathrooms > 0 ? { numberOfBathroomsTotal: p.bathrooms } : {}),
    ...(locationLine(p)
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: p.address || undefined,
            addressLocality: p.subcity?.name ?? p.city?.name,
            addressRegion: p.region?.name,
            addressCountry: 'ET',
          },
        }
      : {}),
    offers: { '@type': 'Offer', url, ...price },
  };
}

/**
 * The search-results block of a results page (spec §2): a SearchResultsPage whose main entity
 * is the list of this page's listings, with the total count.
 */
export function searchResultsJsonLd(opts: {
  base: string;
  path: string;
  name: string;
  count: number;
  results: CardListing[];
  firstPosition: number;
}): MetaTag {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'SearchResultsPage',
      name: opts.name,
      url: `${opts.base}${opts.path}`,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: opts.count,
        itemListElement: opts.results.map((p, i) => ({
          '@type': 'ListItem',
          position: opts.firstPosition + i,
          item: listingJsonLd(p, opts.base),
        })),
      },
    },
  };
}
