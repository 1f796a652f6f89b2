import { mdiMagnify } from '@mdi/js';
import { LISTING_TYPES, PROPERTY_TYPES } from '@shared/enums';
import type { City, Subcity } from '@shared/schemas/locations';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchTransport } from '../../../lib/api';
import { useEarlyInput } from '../../../lib/early-input';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { placeName } from '../../locations';

/** The fields the home search sends (spec §5), in the order of the form. */
const HOME_SEARCH_FIELDS = [
  'city',
  'subcity',
  'property_type',
  'listing_type',
  'bedrooms',
  'bathrooms',
  'max_price',
] as const;

const BEDROOMS = [1, 2, 3, 4, 5];
const BATHROOMS = [1, 2, 3, 4];

/**
 * Selects whose values are words (places, types) take the whole row on phones: half a phone's
 * width cuts Oromo's "Magaalota xixiqqaa hunda" or "Bituu yookaan kireeffachuu". Numbers pair up.
 */
const WIDE_ON_PHONES = 'col-span-2 sm:col-span-1';

/** The query of a search: only the filled fields (spec §5), so the list's URL stays short and honest. */
function searchQuery(form: HTMLFormElement): string {
  const data = new FormData(form);
  const query = new URLSearchParams();
  for (const field of HOME_SEARCH_FIELDS) {
    const value = String(data.get(field) ?? '').trim();
    if (value) query.set(field, field === 'max_price' ? value.replace(/\D/g, '') : value);
  }
  return query.toString();
}

/**
 * The home search form (spec §2, §4): Addis Ababa chosen at first with its sub-cities already
 * loaded by the server; choosing another city loads its sub-cities and clears the sub-city. It is
 * a real GET form to /properties, so it also works before the JavaScript has arrived.
 */
export function HeroSearch({
  cities,
  defaultCityId,
  defaultSubcities,
}: {
  cities: City[];
  defaultCityId: number | null;
  defaultSubcities: Subcity[];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const initialCity = defaultCityId ? String(defaultCityId) : '';
  const [city, setCity] = useState(initialCity);
  const [subcities, setSubcities] = useState(defaultSubcities);
  const [loadingSubcities, setLoadingSubcities] = useState(false);
  const latest = useRef(0);
  const citySelect = useRef<HTMLSelectElement>(null);

  const chooseCity = async (value: string) => {
    setCity(value);
    setSubcities([]);
    const request = ++latest.current;
    if (!value) return;
    setLoadingSubcities(true);
    try {
      // Fetched with the first city chosen, not with the page.
      const { listSubcities } = await import('../../locations/api/list-subcities');
      const page = await listSubcities(fetchTransport, Number(value));
      if (request === latest.current) setSubcities(page.results);
    } catch (error) {
      // Spec §8: a failed sub-city load is only logged; the search still works by city.
      console.error('Failed to load subcities', error);
    } finally {
      if (request === latest.current) setLoadingSubcities(false);
    }
  };

  // The selects are uncontrolled so that a choice made before the script has taken over (slow
  // phones) survives hydration; a city picked that early gets its sub-cities here, once.
  useEarlyInput(() => {
    const picked = citySelect.current?.value;
    if (picked !== undefined && picked !== initialCity) void chooseCity(picked);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchQuery(event.currentTarget);
    navigate(query ? `/properties?${query}` : '/properties');
  };

  const lang = i18n.language;
  return (
    <search aria-label={t('home.search.label')}>
      <form
        method="get"
        action="/properties"
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 rounded-xl bg-surface p-4 text-ink shadow-raised md:p-5 lg:grid-cols-4"
      >
        <SelectField
          label={t('home.search.city')}
          className={WIDE_ON_PHONES}
          name="city"
          ref={citySelect}
          defaultValue={initialCity}
          onChange={(e) => chooseCity(e.target.value)}
        >
          <option value="">{t('home.search.anyCity')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {placeName(c, lang)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('home.search.subcity')}
          className={WIDE_ON_PHONES}
          name="subcity"
          // Another city remounts the sub-city select, which clears it (spec §4).
          key={city}
          defaultValue=""
          disabled={!city || loadingSubcities || subcities.length === 0}
          aria-busy={loadingSubcities || undefined}
        >
          <option value="">{loadingSubcities ? t('app.loading') : t('home.search.anySubcity')}</option>
          {subcities.map((s) => (
            <option key={s.id} value={s.id}>
              {placeName(s, lang)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('home.search.propertyType')}
          name="property_type"
          defaultValue=""
          className={WIDE_ON_PHONES}
        >
          <option value="">{t('home.search.anyType')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`propertyTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('home.search.listingType')}
          name="listing_type"
          defaultValue=""
          className={WIDE_ON_PHONES}
        >
          <option value="">{t('home.search.anyListing')}</option>
          {LISTING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`listingTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('home.search.bedrooms')} name="bedrooms" defaultValue="">
          <option value="">{t('home.search.any')}</option>
          {BEDROOMS.map((n) => (
            <option key={n} value={n}>{`${n}+`}</option>
          ))}
        </SelectField>
        <SelectField label={t('home.search.bathrooms')} name="bathrooms" defaultValue="">
          <option value="">{t('home.search.any')}</option>
          {BATHROOMS.map((n) => (
            <option key={n} value={n}>{`${n}+`}</option>
          ))}
        </SelectField>
        <TextField
          label={t('home.search.maxPrice')}
          name="max_price"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={t('home.search.noLimit')}
        />
        <div className="flex items-end">
          <button
            type="submit"
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-accent px-5 font-semibold text-white hover:brightness-110"
          >
            <Icon path={mdiMagnify} size={22} />
            {t('home.search.submit')}
          </button>
        </div>
      </form>
    </search>
  );
}
