import { mdiMagnifyRemoveOutline } from '@mdi/js';
import { PROPERTY_PAGE_SIZE } from '@shared/constants';
import { Link, useLocation, useNavigation } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Icon } from '../../../ui/Icon';
import { Pagination } from '../../../ui/Pagination';
import { AdSlot } from '../../ads';
import { PropertyCard } from '../../properties';
import { SaveSearchButton } from '../../saved-searches';
import type { SearchPage } from '../load-search';
import { searchHref } from '../search-href';
import { SearchBox } from './SearchBox';

/** Search results (spec §2 `/search?q=`): a search box, the matching listings, pages, or why none. */
export function SearchScreen({ data }: { data: SearchPage }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  const refine = `/properties?search=${encodeURIComponent(data.q)}${params.get('lang') ? `&lang=${params.get('lang')}` : ''}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        label={t('browse.breadcrumbs')}
        items={[{ label: t('nav.home'), to: '/' }, { label: t('searchPage.title') }]}
      />
      <h1 className="mt-3 mb-4 text-2xl font-bold md:text-3xl">
        {data.q ? t('searchPage.resultsFor', { q: data.q }) : t('searchPage.title')}
      </h1>
      <SearchBox q={data.q} />
      {data.q && (
        <SaveSearchButton
          query={new URLSearchParams({ search: data.q }).toString()}
          place={null}
          className="mt-3"
        />
      )}
      <AdSlot placement="search_results" type="banner" max={1} className="mb-4" />

      <div className="mt-6" aria-busy={pending || undefined}>
        {pending && (
          <p role="status" className="mb-3 text-sm font-medium text-primary">
            {t('searchPage.searching')}
          </p>
        )}
        {!data.q ? (
          <p className="text-muted">{t('searchPage.prompt')}</p>
        ) : data.failed ? (
          <Alert tone="error">{t('browse.failed')}</Alert>
        ) : data.results.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg bg-surface px-4 py-16 text-center shadow-card">
            <Icon path={mdiMagnifyRemoveOutline} size={56} className="text-primary/40" />
            <h2 className="mt-4 text-xl font-semibold">{t('searchPage.emptyTitle', { q: data.q })}</h2>
            <p className="mt-2 max-w-md text-muted">{t('searchPage.emptyText')}</p>
            <Link
              to="/properties"
              className="mt-6 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
            >
              {t('searchPage.browseAll')}
            </Link>
          </div>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium" aria-live="polite">
                {t('browse.found', { count: data.count, total: formatNumber(data.count) })}
              </p>
              <Link to={refine} className="text-sm font-semibold text-primary hover:underline">
                {t('searchPage.refine')}
              </Link>
            </div>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {data.results.map((p, i) => (
                <PropertyCard key={p.id} property={p} priority={i < 2} />
              ))}
            </div>
            <div className="mt-8">
              <Pagination
                page={data.page}
                total={Math.ceil(data.count / PROPERTY_PAGE_SIZE)}
                hrefFor={(page) => searchHref(data.q, page, params)}
                labels={{
                  nav: t('browsePager.label'),
                  previous: t('browsePager.previous'),
                  next: t('browsePager.next'),
                  page: (n) => t('browsePager.page', { page: n }),
                }}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
