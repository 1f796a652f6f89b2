import { FEATURED_PROPERTIES_COUNT } from '@shared/constants';
import type { CardListing } from '@shared/schemas/properties';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fetchTransport } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Spinner } from '../../../ui/Spinner';
import { PropertyCard } from '../../properties';

/** The featured query of spec §9: first page, 8 listings. */
export const FEATURED_QUERY = { is_featured: true, page_size: FEATURED_PROPERTIES_COUNT } as const;

/**
 * Featured Properties (spec §2): 4 per row on large screens, rendered by the server so the first
 * HTML shows them. When the server could not load them, the browser tries once more (spinner
 * meanwhile) before saying 'Failed to load featured properties'.
 */
export function FeaturedProperties({ properties }: { properties: CardListing[] | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ items: CardListing[] | null; retrying: boolean }>({
    items: properties,
    retrying: properties === null,
  });

  useEffect(() => {
    // The same state object when the props have not changed (hydration): a new one would render
    // the section and its eight cards again, on a phone, just after hydrating them.
    setState((current) =>
      current.items === properties && current.retrying === (properties === null)
        ? current
        : { items: properties, retrying: properties === null },
    );
    if (properties !== null) return;
    let live = true;
    // Only when the server could not load them: the call's code is not part of the first load.
    import('../../properties/api/list-properties')
      .then(({ listCards }) => listCards(fetchTransport, FEATURED_QUERY))
      .then((page) => live && setState({ items: page.results, retrying: false }))
      .catch((error: unknown) => {
        console.error('Failed to load featured properties', error);
        if (live) setState({ items: null, retrying: false });
      });
    return () => {
      live = false;
    };
  }, [properties]);

  const { items, retrying } = state;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-title">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="featured-title" className="min-w-0 text-2xl font-bold break-words">
          {t('home.featuredTitle')}
        </h2>
        <Link to="/properties" className="shrink-0 text-sm font-semibold text-primary hover:underline">
          {t('home.viewAll')}
        </Link>
      </div>
      {retrying ? (
        <Spinner label={t('app.loading')} />
      ) : items === null ? (
        <p role="alert" className="text-error">
          {t('home.featuredError')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted">{t('home.featuredEmpty')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((p) => (
            <PropertyCard key={p.id} property={p} />
          ))}
        </div>
      )}
    </section>
  );
}
