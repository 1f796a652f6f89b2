import { mdiMagnify } from '@mdi/js';
import { LISTING_TYPES, PROPERTY_TYPES } from '@shared/enums';
import type { Region } from '@shared/schemas/locations';
import type { FilterOptions } from '@shared/schemas/stats';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { changedFields, useEarlyInput } from '../../../lib/early-input';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Icon } from '../../../ui/Icon';
import { SelectField } from '../../../ui/SelectField';
import type { CascadeLists } from '../location-cascade';
import { filtersIn, type ListingFilters, type ListingQuery, readFilter } from '../query-state';
import { useDraft } from '../use-draft';
import { LocationCascade } from './LocationCascade';
import { type PriceDraft, PriceFields, samePrices, toPriceChange } from './PriceFields';
import { TermFilters } from './TermFilters';

/** Bedrooms: any, studio (exactly 0), then "n+" (spec §2). */
const BEDROOMS = [0, 1, 2, 3, 4, 5] as const;
const BATHROOMS = [1, 2, 3, 4] as const;

const sameText = (a: string, b: string) => a.trim() === b.trim();

/**
 * The filter panel of the listing page (spec §2). Selects apply at once, text and prices after a
 * pause in typing (spec §5); counts and price ranges come from the filter options. It is also a
 * plain GET form, so without JavaScript 'Apply filters' submits it.
 */
export function FilterPanel({
  query,
  loaded,
  lists,
  regions,
  options,
  optionsFailed,
  onRetryOptions,
  onChange,
  clearHref,
}: {
  /** What the page shows or is loading (the URL being navigated to, else the current one). */
  query: ListingQuery;
  /** The query the cascade lists belong to. */
  loaded: ListingFilters;
  lists: CascadeLists;
  regions: Region[];
  options: FilterOptions | null;
  optionsFailed: boolean;
  /** Fetches the filter options again (the previous ones stay meanwhile). */
  onRetryOptions: () => void;
  onChange: (change: Partial<ListingQuery>) => void;
  clearHref: string;
}) {
  const { t } = useTranslation();
  const lang = new URLSearchParams(useLocation().search).get('lang');
  const search = useDraft(query.search ?? '', (v) => onChange({ search: v.trim() || undefined }), sameText);
  const appliedPrices: PriceDraft = {
    min: query.min_price === undefined ? '' : String(query.min_price),
    max: query.max_price === undefined ? '' : String(query.max_price),
  };
  const prices = useDraft(
    appliedPrices,
    (v) => {
      const change = toPriceChange(v);
      if (change) onChange(change);
    },
    samePrices,
  );

  /** A select applies at once, together with whatever is still being typed. */
  const select = (change: Partial<ListingQuery>) => {
    const text = search.take().trim() || undefined;
    const price = toPriceChange(prices.take()) ?? {};
    onChange({ search: text, ...price, ...change });
  };
  // On a slow phone a filter may be chosen (or typed) before the page's script has taken over.
  // Hydration leaves the fields as the visitor set them, but the next render would put these
  // controlled fields back to the URL's values: so the fields changed by then are read once, at
  // hydration, and applied like any other choice (the language switcher keeps its choice too).
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(() => {
    const early = form.current && changedFields(form.current);
    if (early && early.toString() !== '') onChange(filtersIn(early));
  });
  const num = (value: string) => (value === '' ? undefined : Number(value));
  const count = (list: ReadonlyArray<{ value: unknown; count: number }> | undefined, value: unknown) => {
    const found = list?.find((o) => o.value === value);
    return found ? ` (${found.count})` : '';
  };

  return (
    <form
      ref={form}
      method="get"
      action="/properties"
      aria-label={t('browseFilters.title')}
      onSubmit={(event) => {
        event.preventDefault();
        select({});
      }}
      className="flex flex-col gap-4 rounded-lg bg-surface p-4 shadow-card"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t('browseFilters.title')}</h2>
        <Link
          to={clearHref}
          preventScrollReset
          className="rounded px-2 py-1 text-sm font-medium text-primary hover:bg-primary-light"
        >
          {t('browseFilters.clearAll')}
        </Link>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor="filter-search" className="text-sm font-medium">
          {t('browseFilters.search')}
        </label>
        <div className="relative">
          <Icon
            path={mdiMagnify}
            size={20}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <input
            id="filter-search"
            name="search"
            type="search"
            value={search.draft}
            onChange={(e) => search.change(e.target.value)}
            placeholder={t('browseFilters.searchPlaceholder')}
            maxLength={200}
            className="h-11 w-full rounded-md border border-black/20 bg-surface pr-3 pl-10 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
        </div>
      </div>

      <SelectField
        label={t('browseFilters.listingType')}
        name="listing_type"
        value={query.listing_type ?? ''}
        onChange={(e) => select(readFilter('listing_type', e.target.value))}
      >
        <option value="">{t('browseFilters.anyListingType')}</option>
        {LISTING_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`listingTypes.${type}`)}
            {count(options?.listing_types, type)}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t('browseFilters.propertyType')}
        name="property_type"
        value={query.property_type ?? ''}
        onChange={(e) => select(readFilter('property_type', e.target.value))}
      >
        <option value="">{t('browseFilters.anyPropertyType')}</option>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`propertyTypes.${type}`)}
            {count(options?.property_types, type)}
          </option>
        ))}
      </SelectField>

      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('browseFilters.bedrooms')}
          name="bedrooms"
          value={query.bedrooms ?? ''}
          onChange={(e) => select({ bedrooms: num(e.target.value) })}
        >
          <option value="">{t('browseFilters.any')}</option>
          {BEDROOMS.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('card.studio') : t('browseFilters.atLeast', { n })}
              {count(options?.bedrooms, n)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('browseFilters.bathrooms')}
          name="bathrooms"
          value={query.bathrooms ?? ''}
          onChange={(e) => select({ bathrooms: num(e.target.value) })}
        >
          <option value="">{t('browseFilters.any')}</option>
          {BATHROOMS.map((n) => (
            <option key={n} value={n}>
              {t('browseFilters.atLeast', { n })}
              {count(options?.bathrooms, n)}
            </option>
          ))}
        </SelectField>
      </div>

      <PriceFields
        draft={prices.draft}
        onDraft={prices.change}
        listingType={query.listing_type}
        options={options}
        onRange={(min, max) => {
          prices.take();
          select({ min_price: min || undefined, max_price: max });
        }}
      />

      <TermFilters query={query} options={options} select={select} />

      <LocationCascade
        query={query}
        loaded={loaded}
        lists={lists}
        regions={regions}
        options={options}
        onChange={select}
      />

      {optionsFailed && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-error">
          {t('browseFilters.optionsFailed')}
          <button type="button" onClick={onRetryOptions} className="font-semibold text-primary underline">
            {t('browse.tryAgain')}
          </button>
        </p>
      )}

      {query.sort !== 'created_at' && <input type="hidden" name="sort" value={query.sort} />}
      {lang && <input type="hidden" name="lang" value={lang} />}
      <ApplyButton />
    </form>
  );
}

/**
 * With JavaScript every change applies by itself; without it, this submits the form. The button
 * alone follows hydration: the panel is not rendered again when the page's scripts take over.
 */
function ApplyButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`h-11 rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark ${hydrated ? 'sr-only' : ''}`}
      tabIndex={hydrated ? -1 : undefined}
    >
      {t('browseFilters.apply')}
    </button>
  );
}
