import type { LanguageCode } from '@shared/enums';
import { ETHIOPIC_LANGUAGES } from '@shared/enums';
import type { PropertyStats, SubcityStats } from '@shared/schemas/stats';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';

const number = formatNumber;

/** Total, for sale and for rent (spec §2 /map statistics). */
export function MarketFigures({ stats }: { stats: PropertyStats | null }) {
  const { t } = useTranslation();
  if (!stats) return null;
  const figures: Array<[string, number, string]> = [
    [t('mapPage.total'), stats.total_properties, 'text-ink'],
    [t('listingTypes.sale'), stats.for_sale, 'text-primary'],
    [t('listingTypes.rent'), stats.for_rent, 'text-secondary'],
  ];
  return (
    <dl className="flex flex-wrap gap-2" data-testid="map-stats">
      {figures.map(([label, value, tone]) => (
        <div
          key={label}
          className="flex items-baseline gap-1.5 rounded-md bg-surface px-3 py-1.5 shadow-card"
        >
          <dt className="text-xs text-muted">{label}</dt>
          <dd className={`text-base font-bold ${tone}`}>{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Listings per Addis Ababa sub-city. Each is a link to the listing search of that sub-city (works
 * without JavaScript); with the map running, a click flies the map there instead.
 */
export function SubcityCounts({
  subcities,
  onFly,
  median,
}: {
  subcities: SubcityStats[];
  onFly: ((s: SubcityStats) => boolean) | null;
  /** The median per m² the map's sub-city layer shows, in words (decision 057); null when hidden. */
  median: ((s: SubcityStats) => string) | null;
}) {
  const { t, i18n } = useTranslation();
  const ethiopic = ETHIOPIC_LANGUAGES.includes(i18n.language as LanguageCode);
  return (
    <section aria-labelledby="subcities-title" className="flex flex-col gap-3">
      <h2 id="subcities-title" className="text-lg font-bold">
        {t('mapPage.bySubcity')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {subcities.map((s) => {
          const name = ethiopic && s.amharic_name ? s.amharic_name : s.name;
          const other = ethiopic ? s.name : s.amharic_name;
          return (
            <li key={s.id}>
              <a
                href={`/properties?subcity=${s.id}`}
                onClick={(e) => {
                  if (onFly?.(s)) e.preventDefault();
                }}
                className="flex items-center justify-between gap-2 rounded-md bg-surface px-3 py-2 shadow-card hover:bg-primary-light"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{name}</span>
                  {other && <span className="block truncate text-xs text-muted">{other}</span>}
                  {median && <span className="block truncate text-xs text-primary-dark">{median(s)}</span>}
                </span>
                {/* The count says what it counts to a screen reader in words; the link's name holds
                    every visible word (WCAG 2.5.3), so no aria-label. */}
                <span className="rounded-full bg-primary-light px-2 py-0.5 text-sm font-bold text-primary-dark">
                  {number(s.total)}
                  <span className="sr-only"> {t('mapPage.subcityCount', { count: s.total })}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
