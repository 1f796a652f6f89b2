import { LISTING_TYPES, PROPERTY_TYPES } from '@shared/enums';
import { useTranslation } from '../../../lib/translation';
import type { MapFilters } from '../map-filters';

const SELECT = 'h-10 rounded-md border border-black/15 bg-surface px-2 text-sm focus-visible:border-primary';

/** Listing type and property type of the markers and the list (applied at once, spec §5). */
export function MapFilterBar({
  filters,
  onChange,
}: {
  filters: MapFilters;
  onChange: (next: MapFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    // A plain GET form: without JavaScript, 'Apply' reloads the page with the filters.
    <form
      method="get"
      action="/map"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('mapPage.filters')}
    >
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        {t('mapPage.listingType')}
        <select
          className={SELECT}
          name="listing_type"
          value={filters.listing_type ?? ''}
          onChange={(e) =>
            onChange({
              ...filters,
              listing_type: (e.target.value || undefined) as MapFilters['listing_type'],
            })
          }
        >
          <option value="">{t('mapPage.anyListingType')}</option>
          {LISTING_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`listingTypes.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        {t('mapPage.propertyType')}
        <select
          className={SELECT}
          name="property_type"
          value={filters.property_type ?? ''}
          onChange={(e) =>
            onChange({
              ...filters,
              property_type: (e.target.value || undefined) as MapFilters['property_type'],
            })
          }
        >
          <option value="">{t('mapPage.anyPropertyType')}</option>
          {PROPERTY_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`propertyTypes.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="h-10 rounded-md bg-primary px-4 text-sm font-semibold text-white">
          {t('mapPage.apply')}
        </button>
      </noscript>
    </form>
  );
}
