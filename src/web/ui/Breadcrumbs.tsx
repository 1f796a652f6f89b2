import { mdiChevronRight } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from './Icon';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
  lang?: string;
}

/** A breadcrumb trail; the last crumb is the current page and is cut to one line on phones. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5 text-sm text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li
              key={item.to ?? item.label}
              className={`flex items-center gap-1 ${last ? 'min-w-0 max-w-full' : ''}`}
            >
              {item.to && !last ? (
                <Link
                  to={item.to}
                  className="whitespace-nowrap hover:text-primary hover:underline"
                  lang={item.lang}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="truncate font-medium text-ink"
                  lang={item.lang}
                >
                  {item.label}
                </span>
              )}
              {!last && <Icon path={mdiChevronRight} size={16} className="shrink-0" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
