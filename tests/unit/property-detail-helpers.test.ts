import type { PropertyDetail } from '@shared/schemas/property-detail';
import { describe, expect, it } from 'vitest';
import { wrap } from '../../src/web/features/property-detail/components/GalleryArrow';
import {
  telegramProfileUrl,
  telegramShareUrl,
  whatsappShareUrl,
} from '../../src/web/features/property-detail/components/share';
import { listingJsonLd, priceValidUntil } from '../../src/web/features/property-detail/structured-data';
import { detailCrumbs } from '../../src/web/features/property-detail/trail';
import { languageLinks, socialMeta } from '../../src/web/lib/seo';

const listing = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: 7,
  title: 'Villa in Bole',
  title_am: 'ቦሌ ውስጥ ቪላ',
  description: 'A villa.',
  description_am: null,
  listing_type: 'sale',
  property_type: 'villa',
  price: 40_000_000,
  currency: 'ETB',
  area: 400,
  bedrooms: 5,
  bathrooms: 4,
  parking_spaces: 2,
  address: 'Near Edna Mall',
  furnished: null,
  condominium_scheme: null,
  floor: null,
  building_floors: 2,
  title_deed: 'has_deed',
  price_negotiable: false,
  advance_months: null,
  min_lease_months: null,
  landmark: null,
  price_per_m2: 100_000,
  price_reduced_at: null,
  latitude: 8.99,
  longitude: 38.79,
  region: { id: 1, name: 'Addis Ababa', amharic_name: 'አዲስ አበባ' },
  city: { id: 2, name: 'Addis Ababa', amharic_name: 'አዲስ አበባ' },
  subcity: { id: 3, name: 'Bole', amharic_name: 'ቦሌ' },
  kebele: { id: 4, name: 'Woreda 03', amharic_name: 'ወረዳ 03' },
  primary_image: null,
  images_count: 0,
  agent: null,
  owner: {
    id: 9,
    full_name: 'Dawit Bekele',
    first_name: 'Dawit',
    last_name: 'Bekele',
    avatar: null,
    phone_number: null,
    telegram_username: null,
  },
  is_featured: false,
  status: 'available',
  views: 3,
  created_at: '2026-01-15T09:00:00.000Z',
  updated_at: '2026-01-16T09:00:00.000Z',
  last_confirmed_at: '2026-01-16T09:00:00.000Z',
  images: [],
  videos: [],
  price_context: null,
  price_history: [],
  features: [{ id: 1, name: 'Garden', slug: 'garden' }],
  amenities: [],
  ...overrides,
});

const page = {
  url: 'https://sefer.et/properties/7',
  title: 'Villa in Bole',
  description: 'A villa.',
  publicUrl: 'https://sefer.et',
};
const ld = (p: PropertyDetail) =>
  listingJsonLd(p, { ...page, now: new Date('2026-03-01T12:00:00Z') })['script:ld+json'];

describe('gallery navigation', () => {
  it('wraps around at both ends', () => {
    expect(wrap(0, -1, 5)).toBe(4);
    expect(wrap(4, 1, 5)).toBe(0);
    expect(wrap(2, 1, 5)).toBe(3);
    expect(wrap(0, 1, 1)).toBe(0);
  });
});

describe('Telegram links', () => {
  it('shares a URL and text, encoded', () => {
    const url = new URL(telegramShareUrl('https://sefer.et/properties/7', 'Villa & garden · ETB 40,000,000'));
    expect(url.origin + url.pathname).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe('https://sefer.et/properties/7');
    expect(url.searchParams.get('text')).toBe('Villa & garden · ETB 40,000,000');
  });

  it('accepts a username with or without @ or the t.me address', () => {
    for (const name of ['hanna_t', '@hanna_t', 'https://t.me/hanna_t', ' @hanna_t '])
      expect(telegramProfileUrl(name)).toBe('https://t.me/hanna_t');
  });
});

describe('WhatsApp links', () => {
  it('share the text and the URL in one encoded message', () => {
    const url = new URL(whatsappShareUrl('https://sefer.et/properties/7', 'Villa & garden · ETB 40,000,000'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      'Villa & garden · ETB 40,000,000 https://sefer.et/properties/7',
    );
  });
});

describe('breadcrumbs of a listing', () => {
  it('names a chartered city once (region and city alike)', () => {
    const crumbs = detailCrumbs(listing(), 'Villa in Bole', (k) => k);
    expect(crumbs.map((c) => c.to ?? c.label)).toEqual([
      '/',
      '/properties',
      '/properties?city=2',
      'Villa in Bole',
    ]);
  });

  it('lists region then city when they differ', () => {
    const p = listing({
      region: { id: 5, name: 'Oromia', amharic_name: 'ኦሮሚያ' },
      city: { id: 6, name: 'Adama', amharic_name: 'አዳማ' },
    });
    expect(detailCrumbs(p, 'T', (k) => k).map((c) => c.label)).toEqual([
      'nav.home',
      'nav.properties',
      'Oromia',
      'Adama',
      'T',
    ]);
    // Readers of Ge'ez-script languages get the places in Ge'ez.
    expect(detailCrumbs(p, 'T', (k) => k, { lang: 'am' }).map((c) => c.label)).toEqual([
      'nav.home',
      'nav.properties',
      'ኦሮሚያ',
      'አዳማ',
      'T',
    ]);
  });
});

describe('structured data of a listing (spec §9)', () => {
  it('offers a sale as a House, valid for one year', () => {
    const data = ld(listing());
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      url: page.url,
      offers: {
        '@type': 'Offer',
        price: 40_000_000,
        priceCurrency: 'ETB',
        priceValidUntil: '2027-03-01',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Dawit Bekele' },
        itemOffered: {
          '@type': 'House',
          numberOfBedrooms: 5,
          floorSize: { value: 400, unitCode: 'MTK' },
          geo: { latitude: 8.99, longitude: 38.79 },
          address: { addressCountry: 'ET', addressLocality: 'Bole' },
        },
      },
    });
    expect(data.offers).not.toHaveProperty('priceSpecification');
  });

  it('offers a rent as an Accommodation at a monthly price', () => {
    const data = ld(listing({ listing_type: 'rent', price: 45_000, status: 'rented' }));
    expect(data.offers.itemOffered['@type']).toBe('Accommodation');
    expect(data.offers.availability).toBe('https://schema.org/SoldOut');
    expect(data.offers).toMatchObject({
      priceSpecification: {
        price: 45_000,
        priceCurrency: 'ETB',
        unitCode: 'MON',
        referenceQuantity: { value: 1 },
      },
    });
  });

  it('names the agent as seller and makes photo URLs absolute', () => {
    const image = {
      id: 1,
      image: '/media/images/ab/x-1024.webp',
      width: 1,
      height: 1,
      placeholder: '',
      color: null,
      variants: [],
      caption: '',
      is_primary: true,
    };
    const agent = {
      id: 3,
      full_name: 'Hanna Tesfaye',
      first_name: 'Hanna',
      last_name: 'Tesfaye',
      avatar: null,
      phone_number: '+251911223344',
      telegram_username: null,
      company_name: 'Atlas Homes',
      is_verified_agent: true,
      email: null,
      response_hours: null,
    };
    const data = ld(listing({ images: [image], agent, owner: null }));
    expect(data.image).toEqual(['https://sefer.et/media/images/ab/x-1024.webp']);
    expect(data.offers.seller).toEqual({
      '@type': 'RealEstateAgent',
      name: 'Atlas Homes',
      url: 'https://sefer.et/companies/3',
      telephone: '+251911223344',
    });
  });

  it('counts the validity from the given day', () => {
    expect(priceValidUntil(new Date('2026-12-31T23:00:00Z'))).toBe('2027-12-31');
  });
});

describe('SEO helpers', () => {
  it('gives a canonical URL per language and every alternate', () => {
    const links = languageLinks('https://sefer.et', '/properties/7', 'am');
    expect(links[0]).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://sefer.et/properties/7?lang=am',
    });
    expect(links.slice(1).map((l) => [l.hrefLang, l.href])).toEqual([
      ['en', 'https://sefer.et/properties/7'],
      ['am', 'https://sefer.et/properties/7?lang=am'],
      ['om', 'https://sefer.et/properties/7?lang=om'],
      ['ti', 'https://sefer.et/properties/7?lang=ti'],
      ['x-default', 'https://sefer.et/properties/7'],
    ]);
  });

  it('cuts preview descriptions to 160 characters and sizes the image 1200×630', () => {
    const tags = socialMeta({
      title: 'T',
      description: 'x'.repeat(400),
      url: 'https://sefer.et/',
      lang: 'en',
      image: { url: 'https://sefer.et/media/og/7.jpg', alt: 'T' },
    });
    const get = (key: string) => tags.find((t) => t.property === key || t.name === key)?.content;
    expect(get('og:description')).toHaveLength(160);
    expect(get('twitter:description')).toHaveLength(160);
    expect([get('og:image:width'), get('og:image:height')]).toEqual(['1200', '630']);
    expect(get('twitter:card')).toBe('summary_large_image');
  });
});
