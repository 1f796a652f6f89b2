import { mdiChevronLeft, mdiChevronRight, mdiPageFirst, mdiPageLast } from '@mdi/js';
import { PAGINATION_VISIBLE_PAGES } from '@shared/constants';
import { Link } from 'react-router';
import { Icon } from './Icon';

/**
 * The page numbers to show: at most `visible` (spec §9: 7), the current page as central as the
 * ends allow. Pure, so it can be tested.
 */
export function visiblePages(current: number, total: number, visible = PAGINATION_VISIBLE_PAGES): number[] {
  if (total <= 0) return [];
  const size = Math.min(visible, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * Page links (plain links, so they work without JavaScript and search engines follow them):
 * previous, up to seven numbers, next; with `first`, `last` and `position` labels also the first
 * and last page (a long result list is otherwise walked seven pages at a time) and "Page x of y".
 */
export function Pagination({
  page,
  total,
  hrefFor,
  labels,
}: {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  labels: {
    nav: string;
    previous: string;
    next: string;
    page: (n: number) => string;
    first?: string;
    last?: string;
    position?: (page: number, total: number) => string;
  };
}) {
  if (total <= 1) return null;
  const cell =
    'flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors';
  const idle = `${cell} bg-surface text-ink shadow-card hover:bg-primary-light`;
  const off = `${cell} bg-surface text-muted/50 shadow-card`;
  /** A link to `to`, or a dimmed icon when already there. */
  const jump = (to: number, here: boolean, label: string, icon: string) =>
    here ? (
      <span className={off} aria-hidden="true">
        <Icon path={icon} size={20} />
      </span>
    ) : (
      <Link to={hrefFor(to)} className={idle} aria-label={label}>
        <Icon path={icon} size={20} />
      </Link>
    );
  return (
    <nav aria-label={labels.nav} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {labels.first && <li>{jump(1, page <= 1, labels.first, mdiPageFirst)}</li>}
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={idle} aria-label={labels.previous} rel="prev">
              <Icon path={mdiChevronLeft} size={20} />
            </Link>
          ) : (
            <span className={off} aria-hidden="true">
              <Icon path={mdiChevronLeft} size={20} />
            </span>
          )}
        </li>
        {visiblePages(page, total).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={`${cell} bg-primary text-white`} aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} className={idle} aria-label={labels.page(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < total ? (
            <Link to={hrefFor(page + 1)} className={idle} aria-label={labels.next} rel="next">
              <Icon path={mdiChevronRight} size={20} />
            </Link>
          ) : (
            <span className={off} aria-hidden="true">
              <Icon path={mdiChevronRight} size={20} />
            </span>
          )}
        </li>
        {labels.last && <li>{jump(total, page >= total, labels.last, mdiPageLast)}</li>}
      </ul>
      {labels.position && <p className="text-sm text-muted">{labels.position(page, total)}</p>}
    </nav>
  );
}
