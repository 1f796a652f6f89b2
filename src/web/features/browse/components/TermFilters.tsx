import { CONDOMINIUM_SCHEMES, FURNISHINGS } from '@shared/enums';
import type { FilterOptions } from '@shared/schemas/stats';
import { useTranslation } from '../../../lib/translation';
import { SelectField } from '../../../ui/SelectField';
import { type ListingQuery, readFilter } from '../query-state';

/** "Floor at most n": the ground floor alone, then low floors (a lift is rare in condominiums). */
const MAX_FLOORS = [0, 2, 5, 10] as const;

type Choices = ReadonlyArray<{ value: unknown; count: number }> | undefined;

/**
 * The filters of the Ethiopian terms (decision 035): furnishing, condominium scheme, floor at
 * most n and "has title deed". Each is one declaration in `@shared/listing-query`; this is only
 * their controls, with counts from the filter options.
 */
export function TermFilters({
  query,
  options,
  select,
}: {
  query: ListingQuery;
  options: FilterOptions | null;
  select: (change: Partial<ListingQuery>) => void;
}) {
  const { t } = useTranslation();
  const count = (list: Choices, value: unknown) => {
    const found = list?.find((o) => o.value === value);
    return found ? ` (${found.count})` : '';
  };
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('terms.furnished')}
          name="furnished"
          value={query.furnished ?? ''}
          onChange={(e) => select(readFilter('furnished', e.target.value))}
        >
          <option value="">{t('terms.any')}</option>
          {FURNISHINGS.map((v) => (
            <option key={v} value={v}>
              {t(`terms.furnishedOptions.${v}`)}
              {count(options?.furnished, v)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('terms.floor')}
          name="max_floor"
          value={query.max_floor ?? ''}
          onChange={(e) => select(readFilter('max_floor', e.target.value))}
        >
          <option value="">{t('terms.anyFloor')}</option>
          {MAX_FLOORS.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('terms.groundOnly') : t('terms.floorAtMost', { n })}
              {count(options?.max_floor, n)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={t('terms.scheme')}
        name="condominium_scheme"
        value={query.condominium_scheme ?? ''}
        onChange={(e) => select(readFilter('condominium_scheme', e.target.value))}
      >
        <option value="">{t('terms.any')}</option>
        {CONDOMINIUM_SCHEMES.map((v) => (
          <option key={v} value={v}>
            {t(`terms.schemeOptions.${v}`)}
            {count(options?.condominium_scheme, v)}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-3 text-base">
        {/* A plain GET form sends `title_deed=has_deed` when ticked, nothing when not. */}
        <input
          type="checkbox"
          name="title_deed"
          value="has_deed"
          className="h-5 w-5 accent-primary"
          checked={query.title_deed === 'has_deed'}
          onChange={(e) => select(readFilter('title_deed', e.target.checked ? 'has_deed' : ''))}
        />
        {t('terms.hasDeed')}
        {count(options?.title_deed, 'has_deed')}
      </label>
    </>
  );
}
