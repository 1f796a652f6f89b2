import type { PropertyDetail } from '@shared/schemas/property-detail';
import { useTranslation } from '../../../lib/translation';
import { floorText } from '../../properties';
import { Section } from './PropertyFacts';

/**
 * The "Details" group (decision 035): furnishing, condominium scheme, floor ("3 of G+7"), title
 * deed, advance and minimum lease, each only when known; nothing at all when none is.
 */
export function PropertyTerms({ property: p }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  const floor = floorText(p, t);
  const rows: Array<[string, string]> = [];
  if (p.furnished) rows.push([t('terms.furnished'), t(`terms.furnishedOptions.${p.furnished}`)]);
  if (p.condominium_scheme) rows.push([t('terms.scheme'), t(`terms.schemeOptions.${p.condominium_scheme}`)]);
  if (floor) rows.push([p.floor === null ? t('terms.building') : t('terms.floor'), floor]);
  if (p.title_deed) rows.push([t('terms.deed'), t(`terms.deedOptions.${p.title_deed}`)]);
  if (p.advance_months !== null)
    rows.push([t('terms.advance'), t('terms.advanceMonths', { count: p.advance_months })]);
  if (p.min_lease_months !== null)
    rows.push([t('terms.minLease'), t('terms.leaseMonths', { count: p.min_lease_months })]);
  if (!rows.length) return null;
  return (
    <Section title={t('terms.details')} id="details">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="listing-terms">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-black/5 pb-2">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
