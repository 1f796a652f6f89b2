import { mdiChevronDown, mdiClose, mdiMagnify } from '@mdi/js';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { filterFaq } from '../faq-search';
import type { FaqContent } from '../types';

/**
 * The FAQ with its search box (spec §2): the list narrows as the visitor types. Answers are
 * native disclosure widgets (keyboard and screen-reader friendly without any script); while a
 * search is active every matching answer is open.
 */
export function FaqList({ content }: { content: FaqContent }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const categories = filterFaq(content, deferred);
  const count = categories.reduce((n, c) => n + c.items.length, 0);
  const searching = deferred.trim() !== '';
  return (
    <div>
      <search className="relative">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
          {t('pages.faq.searchLabel')}
        </label>
        <Icon
          path={mdiMagnify}
          size={22}
          className="pointer-events-none absolute bottom-3 left-3 text-muted"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('pages.faq.searchPlaceholder')}
          autoComplete="off"
          className="h-12 w-full rounded-md border border-black/20 bg-surface pr-12 pl-10 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        />
        {query && (
          <button
            type="button"
            onClick={() => setQuery('')}
            aria-label={t('pages.faq.clear')}
            className="absolute right-1 bottom-1 flex h-10 w-10 items-center justify-center rounded-md text-muted hover:text-ink"
          >
            <Icon path={mdiClose} size={20} />
          </button>
        )}
      </search>
      <p className="mt-3 text-sm text-muted" role="status" aria-live="polite">
        {searching
          ? count > 0
            ? t('pages.faq.results', { count })
            : t('pages.faq.noResults', { query: deferred.trim() })
          : ''}
      </p>
      <div className="mt-4 flex flex-col gap-8">
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`faq-${category.id}`}>
            <h2 id={`faq-${category.id}`} className="mb-3 text-xl font-semibold">
              {category.title}
            </h2>
            <div className="divide-y divide-black/10 overflow-hidden rounded-lg bg-surface shadow-card">
              {category.items.map((item) => (
                <details key={`${item.q}|${searching}`} open={searching || undefined} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-background [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <Icon
                      path={mdiChevronDown}
                      size={22}
                      className="shrink-0 text-muted transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-muted">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
