import type { PropertyDetail } from '@shared/schemas/property-detail';
import type { Crumb } from '../../ui/Breadcrumbs';
import { placeName } from '../locations';

type Translate = (key: string) => string;

/**
 * The breadcrumb trail of a listing (spec §2): Home, Properties, region, city, title. Region and
 * city lead to the list filtered by them. Where the region is the city itself (Addis Ababa, Dire
 * Dawa are chartered cities), the trail names it once.
 */
export function detailCrumbs(
  p: PropertyDetail,
  title: string,
  t: Translate,
  { titleLang, lang = 'en' }: { titleLang?: string; lang?: string } = {},
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.properties'), to: '/properties' },
  ];
  const sameName = p.region && p.city && p.region.name === p.city.name;
  if (p.region && !sameName)
    crumbs.push({ label: placeName(p.region, lang), to: `/properties?region=${p.region.id}` });
  if (p.city) crumbs.push({ label: placeName(p.city, lang), to: `/properties?city=${p.city.id}` });
  crumbs.push({ label: title, lang: titleLang });
  return crumbs;
}
