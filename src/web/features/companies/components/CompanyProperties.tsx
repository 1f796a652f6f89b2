import { COMPANY_PROFILE_PAGE_SIZE } from '@shared/constants';
import type { PropertyListItem as Listing } from '@shared/schemas/properties';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { type ListingView, ViewToggle } from '../../browse';
import { PropertyCard, PropertyListItem } from '../../properties';
import {
  COMPANY_STATUSES,
  COMPANY_TYPES,
  type CompanyFilters,
  filterCompanyListings,
  hasCompanyFilters,
  NO_COMPANY_FILTERS,
} from '../company-filters';

const TYPE_LABEL: Record<(typeof COMPANY_TYPES)[number], string> = {
  house: 'propertyTypes.house',
  apartment: 'propertyTypes.apartment',
  condo: 'propertyTypes.condominium',
  villa: 'propertyTypes.villa',
  commercial: 'propertyTypes.commercial',
  land: 'propertyTypes.land',
};

/**
 * 'Our Properties (n)' (spec §2): the agent's listings with filters applied here in the browser
 * (type, status, min and max price), grid or list, 12 a page with Previous / Next.
 */
export function CompanyProperties({ listings }: { listings: Listing[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<CompanyFilters>(NO_COMPANY_FILTERS);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<ListingView>('grid');
  const matching = filterCompanyListings(listings, filters);
  const pages = Math.max(1, Math.ceil(matching.length / COMPANY_PROFILE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = matching.slice(
    (current - 1) * COMPANY_PROFILE_PAGE_SIZE,
    current * COMPANY_PROFILE_PAGE_SIZE,
  );
  const set = (change: Partial<CompanyFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const clear = () => set(NO_COMPANY_FILTERS);
  const go = (n: number) => {
    setPage(n);
    document.getElementById('company-properties')?.scrollIntoView({ block: 'start' });
  };

  return (
    <section id="company-properties" aria-labelledby="company-properties-title" className="scroll-mt-20">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-properties-title" className="text-xl font-bold">
          {t('companyProfile.ourProperties', { n: listings.length })}
        </h2>
        {listings.length > 0 && <ViewToggle view={view} onChange={setView} />}
      </div>

      {listings.length === 0 ? (
        <p className="rounded-lg bg-surface px-4 py-10 text-center text-muted shadow-card">
          {t('companyProfile.noProperties')}
        </p>
      ) : (
        <>
          <fieldset className="mb-6 grid grid-cols-2 gap-3 rounded-lg bg-surface p-4 shadow-card md:grid-cols-4">
            <legend className="sr-only">{t('companyProfile.filters')}</legend>
            <SelectField
              label={t('companyProfile.type')}
              value={filters.type}
              onChange={(e) => set({ type: e.target.value as CompanyFilters['type'] })}
            >
              <option value="">{t('companyProfile.allTypes')}</option>
              {COMPANY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_LABEL[type])}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('companyProfile.status')}
              value={filters.status}
              onChange={(e) => set({ status: e.target.value as CompanyFilters['status'] })}
            >
              <option value="">{t('companyProfile.allStatus')}</option>
              {COMPANY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`companyProfile.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('companyProfile.minPrice')}
              inputMode="numeric"
              value={filters.min}
              onChange={(e) => set({ min: e.target.value })}
            />
            <TextField
              label={t('companyProfile.maxPrice')}
              inputMode="numeric"
              value={filters.max}
              onChange={(e) => set({ max: e.target.value })}
            />
          </fieldset>

          {matching.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-lg bg-surface px-4 py-10 text-center shadow-card">
              <p className="text-muted">{t('companyProfile.noMatches')}</p>
              {hasCompanyFilters(filters) && (
                <button
                  type="button"
                  onClick={clear}
                  className="h-11 rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
                >
                  {t('browse.clearFilters')}
                </button>
              )}
            </div>
          ) : view === 'grid' ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((p) => (
                <PropertyCard key={p.id} property={p} />
              ))}
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {shown.map((p) => (
                <PropertyListItem key={p.id} property={p} />
              ))}
            </div>
          )}

          {pages > 1 && matching.length > 0 && (
            <nav aria-label={t('browsePager.label')} className="mt-8 flex items-center justify-center gap-4">
              <button
                type="button"
                disabled={current <= 1}
                onClick={() => go(current - 1)}
                className="h-11 rounded-md border border-primary px-4 font-semibold text-primary hover:bg-primary-light disabled:border-black/15 disabled:text-muted/60 disabled:hover:bg-transparent"
              >
                {t('companyProfile.previous')}
              </button>
              <p aria-live="polite" className="text-sm font-medium">
                {t('companyProfile.pageOf', { page: current, pages })}
              </p>
              <button
                type="button"
                disabled={current >= pages}
                onClick={() => go(current + 1)}
                className="h-11 rounded-md border border-primary px-4 font-semibold text-primary hover:bg-primary-light disabled:border-black/15 disabled:text-muted/60 disabled:hover:bg-transparent"
              >
                {t('companyProfile.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
