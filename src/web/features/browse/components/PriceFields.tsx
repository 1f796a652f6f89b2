import type { FilterOptions } from '@shared/schemas/stats';
import { useId } from 'react';
import { formatCompact, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import type { ListingQuery } from '../query-state';

/** The two price inputs as typed. */
export interface PriceDraft {
  min: string;
  max: string;
}

const wholeBirr = (v: string) => {
  const t = v.trim().replace(/[,\s]/g, '');
  return /^\d{1,15}$/.test(t) ? Number(t) : undefined;
};

export const samePrices = (a: PriceDraft, b: PriceDraft) =>
  wholeBirr(a.min) === wholeBirr(b.min) && wholeBirr(a.max) === wholeBirr(b.max);

/** What typed prices mean for the query, or null when they cannot be applied (min above max). */
export function toPriceChange(d: PriceDraft): Pick<ListingQuery, 'min_price' | 'max_price'> | null {
  const min = wholeBirr(d.min);
  const max = wholeBirr(d.max);
  if (min !== undefined && max !== undefined && min > max) return null;
  return { min_price: min, max_price: max };
}

/**
 * Min and max price in birr (spec §2), and the price ranges of the filter options for the chosen
 * listing type (sale prices and monthly rents are too far apart to mix), each with its count.
 */
export function PriceFields({
  draft,
  onDraft,
  listingType,
  options,
  onRange,
}: {
  draft: PriceDraft;
  onDraft: (d: PriceDraft) => void;
  listingType: string | undefined;
  options: FilterOptions | null;
  onRange: (min: number, max: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const invalid = toPriceChange(draft) === null;
  const span = listingType === 'sale' || listingType === 'rent' ? options?.price[listingType] : undefined;
  const ranges = options?.price_ranges.filter((r) => r.listing_type === listingType) ?? [];
  const input =
    'h-11 w-full rounded-md border bg-surface px-3 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('browseFilters.price')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-min`} className="text-xs text-muted">
            {t('browseFilters.minPrice')}
          </label>
          <input
            id={`${id}-min`}
            name="min_price"
            inputMode="numeric"
            pattern="[0-9, ]*"
            autoComplete="off"
            value={draft.min}
            placeholder={span?.min != null ? formatCompact(span.min, i18n.language) : '0'}
            onChange={(e) => onDraft({ ...draft, min: e.target.value })}
            className={`${input} ${invalid ? 'border-error' : 'border-black/20'}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-max`} className="text-xs text-muted">
            {t('browseFilters.maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            name="max_price"
            inputMode="numeric"
            pattern="[0-9, ]*"
            autoComplete="off"
            value={draft.max}
            placeholder={
              span?.max != null ? formatCompact(span.max, i18n.language) : t('browseFilters.noLimit')
            }
            onChange={(e) => onDraft({ ...draft, max: e.target.value })}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className={`${input} ${invalid ? 'border-error' : 'border-black/20'}`}
          />
        </div>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {t('browseFilters.priceOrder')}
        </p>
      )}
      {ranges.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('browseFilters.priceRanges')}>
          {ranges.map((r) => {
            const label =
              r.max === null
                ? `${formatCompact(r.min, i18n.language)}+`
                : r.min === 0
                  ? t('browseFilters.rangeUnder', { price: formatCompact(r.max + 1, i18n.language) })
                  : `${formatCompact(r.min, i18n.language)}–${formatCompact(r.max + 1, i18n.language)}`;
            return (
              <li key={`${r.min}-${r.max}`}>
                <button
                  type="button"
                  disabled={r.count === 0}
                  onClick={() => onRange(r.min, r.max ?? undefined)}
                  title={`${formatPrice(r.min)}${r.max === null ? '+' : ` – ${formatPrice(r.max)}`}`}
                  className="rounded-full border border-black/15 px-3 py-1 text-xs font-medium hover:border-primary hover:text-primary disabled:opacity-40 disabled:hover:border-black/15 disabled:hover:text-inherit"
                >
                  {label} ({r.count})
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
