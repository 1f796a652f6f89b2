import { formatNumber } from '../../lib/format';
import type { TFunction } from '../../lib/translator';

/** The longest name the API keeps. */
const MAX = 120;

/**
 * A saved search's name, written for its reader in their language ("2+ bedroom apartments for
 * rent in Bole under 30,000 ETB"). Each language orders the parts in its own template
 * (`savedSearches.name.template`); parts not asked for are left out.
 */
export function searchName(params: URLSearchParams, place: string | null, t: TFunction): string {
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const type = get('property_type');
  const deal = get('listing_type');
  const beds = Number(get('bedrooms'));
  const min = Number(get('min_price'));
  const max = Number(get('max_price'));
  const words = get('search') ?? get('q');
  const price =
    min > 0 && max > 0
      ? t('savedSearches.name.between', { min: formatNumber(min), max: formatNumber(max) })
      : max > 0
        ? t('savedSearches.name.under', { price: formatNumber(max) })
        : min > 0
          ? t('savedSearches.name.over', { price: formatNumber(min) })
          : '';
  const name = t('savedSearches.name.template', {
    words: words ? t('savedSearches.name.words', { q: words }) : '',
    beds: beds > 0 ? t('savedSearches.name.beds', { n: beds }) : '',
    type: t(`savedSearches.name.type.${type ?? 'any'}`, { defaultValue: t('savedSearches.name.type.any') }),
    deal: deal === 'rent' || deal === 'sale' ? t(`savedSearches.name.${deal}`) : '',
    place: place ? t('savedSearches.name.place', { place }) : '',
    price,
    area: get('min_lat') ? t('savedSearches.name.area') : '',
  });
  const tidy = name.replace(/\s+/g, ' ').trim();
  // Capitalised as a title in scripts that have capitals.
  const titled = tidy.charAt(0).toLocaleUpperCase() + tidy.slice(1);
  return titled.length > MAX ? `${titled.slice(0, MAX - 1)}…` : titled;
}
