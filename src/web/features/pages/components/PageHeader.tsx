import { mdiChevronRight } from '@mdi/js';
import type { PublicConfig } from '@shared/runtime';
import type { ReactNode } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { JsonLd } from '../../../lib/JsonLd';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/**
 * The top of a static page: breadcrumbs Home > page (spec §2, also as BreadcrumbList structured
 * data), the title and an introduction.
 */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const root = useRouteLoaderData('root') as { config?: PublicConfig } | undefined;
  const origin = root?.config?.publicUrl ?? '';
  return (
    <header className="border-b border-black/5 bg-surface">
      <div className="mx-auto max-w-4xl px-4 py-8 md:py-12">
        <nav aria-label={t('pages.breadcrumb')} className="mb-4 text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className="hover:text-primary hover:underline">
                {t('nav.home')}
              </Link>
            </li>
            <li aria-hidden="true">
              <Icon path={mdiChevronRight} size={16} />
            </li>
            <li aria-current="page" className="font-medium text-ink">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p>}
        {children}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: t('nav.home'), item: `${origin}/` },
            { '@type': 'ListItem', position: 2, name: title, item: `${origin}${pathname}` },
          ],
        }}
      />
    </header>
  );
}
