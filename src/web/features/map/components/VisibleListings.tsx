import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import type { useVisibleListings } from '../use-visible-listings';
import { MapListingRow } from './MapListingRow';

/** The list beside the map (below it on phones): the listings in the current view. */
export function VisibleListings({ list }: { list: ReturnType<typeof useVisibleListings> }) {
  const { t } = useTranslation();
  const count = list.countIsEstimate ? `${formatNumber(list.count)}+` : formatNumber(list.count);
  const loading = list.status === 'loading';
  return (
    <section aria-labelledby="visible-title" aria-busy={loading} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="visible-title" className="text-lg font-bold" aria-live="polite">
          {t('mapPage.inView', { count: list.count, shown: count })}
        </h2>
        {loading && <span className="text-sm text-muted">{t('mapPage.updating')}</span>}
      </div>
      {list.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-error">
          {t('mapPage.listError')}
          <Button variant="secondary" className="h-9 px-3 text-sm" onClick={list.retry}>
            {t('mapPage.tryAgain')}
          </Button>
        </div>
      )}
      {list.results.length === 0 && list.status === 'idle' ? (
        <p className="rounded-lg bg-surface p-4 text-sm text-muted">{t('mapPage.noneInView')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="visible-listings">
          {list.results.map((p) => (
            <li key={p.id}>
              <MapListingRow property={p} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <Button variant="secondary" busy={loading} onClick={() => void list.loadMore()}>
          {t('mapPage.showMore')}
        </Button>
      )}
    </section>
  );
}
