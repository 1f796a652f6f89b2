import type { PropertyDetail } from '@shared/schemas/property-detail';
import { formatPrice } from '../../lib/format';
import {
  breadcrumbJsonLd,
  languageLinks,
  languageUrl,
  pageMeta,
  siteInfo,
  socialMeta,
  translate,
} from '../../lib/seo';
import { listingText, locationLine } from '../properties';
import { listingJsonLd } from './structured-data';
import { detailCrumbs } from './trail';

type Matches = Parameters<typeof siteInfo>[0];

/** The 1200×630 preview image of a listing (its primary photo, cropped by the server). */
const socialImagePath = (id: number) => `/media/og/${id}.jpg`;

/**
 * Everything a listing page puts in `<head>` for search engines and link previews (spec §2,
 * DESIGN §6): title and description, canonical and language alternates, Open Graph and Twitter
 * tags with the 1200×630 image, and JSON-LD for the offer and the breadcrumb trail.
 */
export function listingMeta(p: PropertyDetail, matches: Matches) {
  const { lang, publicUrl } = siteInfo(matches);
  const t = (key: string) => translate(matches, key);
  const text = listingText(p, lang);
  const path = `/properties/${p.id}`;
  const url = languageUrl(publicUrl, path, lang);
  const price = `${formatPrice(p.price)}${p.listing_type === 'rent' ? ` ${t('card.perMonth')}` : ''}`;
  const where = locationLine(p, lang);
  const description = `${[price, where].filter(Boolean).join(' · ')}. ${text.description}`;
  const crumbs = detailCrumbs(p, text.title, t).map((c) => ({
    name: c.label,
    url: c.to ? `${publicUrl}${c.to}` : url,
  }));
  return [
    ...pageMeta(text.title, description),
    ...languageLinks(publicUrl, path, lang),
    ...socialMeta({
      title: `${text.title} | ${price}`,
      description,
      url,
      lang,
      image: { url: `${publicUrl}${socialImagePath(p.id)}`, alt: text.title },
    }),
    listingJsonLd(p, { url, title: text.title, description: text.description, publicUrl }),
    breadcrumbJsonLd(crumbs),
  ];
}
