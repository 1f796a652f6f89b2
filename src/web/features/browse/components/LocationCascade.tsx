import type { Region } from '@shared/schemas/locations';
import type { FilterOptions } from '@shared/schemas/stats';
import { useTranslation } from '../../../lib/translation';
import { SelectField } from '../../../ui/SelectField';
import { placeName } from '../../locations';
import type { CascadeLists } from '../location-cascade';
import type { ListingFilters, ListingQuery } from '../query-state';

/**
 * Region → city → sub-city → kebele (spec §4). Each level is disabled until its parent is
 * chosen; choosing one loads its children (with the page, on the server) and clears the levels
 * under it (`applyChange`). While the children of a new choice load, the next level waits.
 */
export function LocationCascade({
  query,
  loaded,
  lists,
  regions,
  options,
  onChange,
}: {
  query: ListingQuery;
  loaded: ListingFilters;
  lists: CascadeLists;
  regions: Region[];
  options: FilterOptions | null;
  onChange: (change: Partial<ListingQuery>) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const num = (value: string) => (value === '' ? undefined : Number(value));
  // The lists belong to the loaded query; while another parent loads they are not its children.
  const citiesReady = Boolean(query.region) && query.region === loaded.region;
  const subcitiesReady = Boolean(query.city) && query.city === loaded.city;
  const kebelesReady = Boolean(query.subcity) && query.subcity === loaded.subcity;
  const cityCount = (id: number) => options?.locations.cities.find((c) => c.id === id)?.count;
  const subcityCount = (id: number) => options?.locations.subcities.find((s) => s.id === id)?.count;
  const withCount = (name: string, n: number | undefined) => (n === undefined ? name : `${name} (${n})`);
  const waiting = (ready: boolean, parent: number | undefined) =>
    parent && !ready ? <option value="">{t('app.loading')}</option> : null;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('browseFilters.location')}</legend>
      <SelectField
        label={t('browseFilters.region')}
        name="region"
        value={query.region ?? ''}
        onChange={(e) => onChange({ region: num(e.target.value) })}
      >
        <option value="">{t('browseFilters.allRegions')}</option>
        {regions.map((r) => (
          <option key={r.id} value={r.id}>
            {placeName(r, lang)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('browseFilters.city')}
        name="city"
        value={query.city ?? ''}
        disabled={!citiesReady}
        error={citiesReady && lists.failed.includes('cities') ? t('browseFilters.citiesFailed') : undefined}
        onChange={(e) => onChange({ city: num(e.target.value) })}
      >
        {waiting(citiesReady, query.region) ?? <option value="">{t('browseFilters.allCities')}</option>}
        {citiesReady &&
          lists.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {withCount(placeName(c, lang), cityCount(c.id))}
            </option>
          ))}
      </SelectField>
      <SelectField
        label={t('browseFilters.subcity')}
        name="subcity"
        value={query.subcity ?? ''}
        disabled={!subcitiesReady}
        error={
          subcitiesReady && lists.failed.includes('subcities')
            ? t('browseFilters.subcitiesFailed')
            : undefined
        }
        onChange={(e) => onChange({ subcity: num(e.target.value) })}
      >
        {waiting(subcitiesReady, query.city) ?? <option value="">{t('browseFilters.allSubcities')}</option>}
        {subcitiesReady &&
          lists.subcities.map((s) => (
            <option key={s.id} value={s.id}>
              {withCount(placeName(s, lang), subcityCount(s.id))}
            </option>
          ))}
      </SelectField>
      <SelectField
        label={t('browseFilters.kebele')}
        name="kebele"
        value={query.kebele ?? ''}
        disabled={!kebelesReady}
        error={
          kebelesReady && lists.failed.includes('kebeles') ? t('browseFilters.kebelesFailed') : undefined
        }
        onChange={(e) => onChange({ kebele: num(e.target.value) })}
      >
        {waiting(kebelesReady, query.subcity) ?? <option value="">{t('browseFilters.allKebeles')}</option>}
        {kebelesReady &&
          lists.kebeles.map((k) => (
            <option key={k.id} value={k.id}>
              {placeName(k, lang)}
            </option>
          ))}
      </SelectField>
    </fieldset>
  );
}
