import { mdiFilterVariant, mdiHomeSearchOutline, mdiPlus } from '@mdi/js';
import { ADS, PROPERTY_PAGE_SIZE } from '@shared/constants';
import type { Region } from '@shared/schemas/locations';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Icon } from '../../../ui/Icon';
import { Pagination } from '../../../ui/Pagination';
import { AdSlot } from '../../ads';
import { useAuth } from '../../auth';
import { placeName } from '../../locations';
import { SaveSearchButton } from '../../saved-searches';
import { useFilterOptions } from '../filter-options';
import type { ListingPage } from '../load-listings';
import {
  activeFilterCount,
  applyChange,
  clearedQuery,
  type ListingQuery,
  listingSearchParams,
  parseListingQuery,
  queryString,
} from '../query-state';
import { FilterPanel } from './FilterPanel';
import { adSlotsBetween, ListingResults } from './ListingResults';
import { type ListingView, SortSelect, ViewToggle } from './ResultsToolbar';

const VIEW_KEY = 'sefer.listingView';

/** The reader's grid/list choice, kept for their next visit (grid until then, spec §2). */
function useListingView() {
  const [view, setView] = useState<ListingView>('grid');
  useEffect(() => {
    try {
      if (localStorage.getItem(VIEW_KEY) === 'list') setView('list');
    } catch {
      // No storage: grid.
    }
  }, []);
  const choose = (next: ListingView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Kept for this page only.
    }
  };
  return [view, choose] as const;
}

/**
 * The Properties screen (spec §2): filters on the left (a collapsible panel on phones), sort and
 * view above the results, pages below. All state is in the URL; a change pushes a new URL and
 * the loader reads it, so back, reload and shared links show the same list.
 */
export function ListingScreen({ data, regions }: { data: ListingPage; regions: Region[] }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const options = useFilterOptions();
  const [view, setView] = useListingView();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // While a new query loads, the controls already show it.
  const pending =
    navigation.state !== 'idle' && navigation.location?.pathname === location.pathname
      ? navigation.location
      : null;
  const shown: ListingQuery = pending ? parseListingQuery(new URLSearchParams(pending.search)) : data.query;
  const latest = useRef(shown);
  latest.current = shown;

  const params = new URLSearchParams(location.search);
  const href = (q: ListingQuery) => `${location.pathname}${queryString(listingSearchParams(q, params))}`;
  const change = (c: Partial<ListingQuery>) => {
    const next = applyChange(latest.current, c);
    latest.current = next;
    navigate(href(next), { preventScrollReset: true });
  };
  const clearHref = href(clearedQuery());

  const totalPages = Math.ceil(data.count / PROPERTY_PAGE_SIZE);
  const active = activeFilterCount(data.query);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        label={t('browse.breadcrumbs')}
        items={[{ label: t('nav.home'), to: '/' }, { label: t('nav.properties') }]}
      />
      <div className="mt-3 mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl" aria-live="polite">
          {t(data.countIsEstimate ? 'browse.foundAbout' : 'browse.found', {
            count: data.count,
            total: formatNumber(data.count),
          })}
        </h1>
        <SaveSearchButton
          query={listingSearchParams({ ...data.query, page: 1 }).toString()}
          place={data.place && placeName(data.place, i18n.language)}
          className="ms-auto"
        />
        {user?.is_agent && (
          <Link
            to="/list-property"
            className="inline-flex h-11 items-center gap-2 rounded-md bg-accent px-5 font-semibold text-white hover:brightness-110"
          >
            <Icon path={mdiPlus} size={20} />
            {t('browse.listProperty')}
          </Link>
        )}
      </div>
      <AdSlot placement="property_listings" type="banner" max={1} look="compact" className="mb-4" />

      <div className="lg:grid lg:grid-cols-[280px_minmax(0,1fr)] lg:items-start lg:gap-6">
        <aside className="mb-4 lg:mb-0">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="filter-panel"
            onClick={() => setFiltersOpen((open) => !open)}
            className="mb-3 flex h-11 w-full items-center justify-center gap-2 rounded-md border border-primary bg-surface font-semibold text-primary lg:hidden"
          >
            <Icon path={mdiFilterVariant} size={20} />
            {active > 0 ? t('browseFilters.showCount', { n: active }) : t('browseFilters.show')}
          </button>
          <div id="filter-panel" className={`${filtersOpen ? '' : 'hidden'} lg:block`}>
            <FilterPanel
              query={shown}
              loaded={data.query}
              lists={data.lists}
              regions={regions}
              options={options.data}
              optionsFailed={options.failed}
              onRetryOptions={options.reload}
              onChange={change}
              clearHref={clearHref}
            />
            <ShowResultsButton count={data.count} onClick={() => setFiltersOpen(false)} />
            <AdSlot placement="property_listings" type="sidebar" max={1} from="lg" />
          </div>
          {/* Without JavaScript the panel cannot be opened: show it. */}
          <noscript>
            <style>{'#filter-panel{display:block}'}</style>
          </noscript>
        </aside>

        <section id="results" aria-labelledby="results-title" className="min-w-0 scroll-mt-24">
          <h2 id="results-title" className="sr-only">
            {t('browse.results')}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <SortSelect value={shown.sort} onChange={(sort) => change({ sort })} />
            <ViewToggle view={view} onChange={setView} />
          </div>
          {pending && (
            <p role="status" className="mb-3 flex items-center gap-2 text-sm font-medium text-primary">
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent" />
              {t('browse.loading')}
            </p>
          )}
          <div
            aria-busy={pending ? true : undefined}
            className={pending ? 'opacity-60 transition-opacity' : ''}
          >
            {data.failed ? (
              <div className="flex flex-col items-start gap-3">
                <Alert tone="error">{t('browse.failed')}</Alert>
                <Link to={`${location.pathname}${location.search}`} className="font-semibold text-primary">
                  {t('browse.tryAgain')}
                </Link>
              </div>
            ) : data.results.length === 0 ? (
              <div className="flex flex-col items-center rounded-lg bg-surface px-4 py-16 text-center shadow-card">
                <Icon path={mdiHomeSearchOutline} size={56} className="text-primary/40" />
                <h2 className="mt-4 text-xl font-semibold">{t('browse.emptyTitle')}</h2>
                <p className="mt-2 text-muted">{t('browse.emptyText')}</p>
                <Link
                  to={clearHref}
                  className="mt-6 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
                >
                  {t('browse.clearFilters')}
                </Link>
              </div>
            ) : (
              <ListingResults results={data.results} view={view} />
            )}
          </div>
          <div className="mt-8">
            <Pagination
              page={data.query.page}
              total={totalPages}
              hrefFor={(page) => href({ ...data.query, page })}
              labels={{
                nav: t('browsePager.label'),
                previous: t('browsePager.previous'),
                next: t('browsePager.next'),
                page: (n) => t('browsePager.page', { page: n }),
                first: t('browsePager.first'),
                last: t('browsePager.last'),
                position: (page, pages) => t('browsePager.position', { page, pages }),
              }}
            />
          </div>
          {/* After the top banner and the list view's banners: the next banner not yet shown. */}
          <AdSlot
            placement="property_listings"
            type="banner"
            max={1}
            start={
              1 + (view === 'list' ? adSlotsBetween(data.results.length, ADS.bannerEveryNthListItem) : 0)
            }
            distinct
            className="mt-6"
          />
        </section>
      </div>
    </div>
  );
}

/**
 * Closes the phone's filter panel and scrolls to the results: a script's button, so it appears
 * once the page's scripts run, and alone (the screen around it is not rendered again for it).
 */
function ShowResultsButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onClick();
        document.getElementById('results')?.scrollIntoView({ block: 'start' });
      }}
      className="mt-3 h-11 w-full rounded-md bg-primary font-semibold text-white hover:bg-primary-dark lg:hidden"
    >
      {t('browseFilters.showResults', { count, total: formatNumber(count) })}
    </button>
  );
}
