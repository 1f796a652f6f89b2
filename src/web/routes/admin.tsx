import { Link, Outlet, useLocation } from 'react-router';
import { requireStaffPage } from '../features/admin/api/guard';
import { ConsoleError } from '../features/admin/components/ConsoleError';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/admin';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('admin', 'reports');

const TABS = [
  { to: '/admin', key: 'admin.tabs.agents', prefix: '/admin/agents' },
  { to: '/admin/review', key: 'admin.tabs.review', prefix: '/admin/review' },
  { to: '/admin/reports', key: 'reports.admin.tab', prefix: '/admin/reports' },
  { to: '/admin/ads', key: 'admin.tabs.ads', prefix: '/admin/ads' },
  { to: '/admin/backgrounds', key: 'admin.tabs.backgrounds', prefix: '/admin/backgrounds' },
  { to: '/admin/locations', key: 'admin.tabs.locations', prefix: '/admin/locations' },
  { to: '/admin/alerts', key: 'admin.tabs.alerts', prefix: '/admin/alerts' },
  { to: '/admin/audit', key: 'admin.tabs.audit', prefix: '/admin/audit' },
] as const;

/** Staff only (DESIGN §4): visitors sign in first, everyone else sees the 403 page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireStaffPage(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'admin.title')),
  { name: 'robots', content: 'noindex' },
];

/** The staff console: its sections as tabs (scrolling sideways on a phone), then the section. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <nav aria-label={t('admin.sections')} className="mt-3 mb-6 overflow-x-auto border-b border-black/10">
        <ul className="flex gap-1">
          {TABS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={path === item.to || path.startsWith(item.prefix) ? 'page' : undefined}
                className="inline-flex h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 font-medium text-muted hover:text-ink aria-[current=page]:border-primary aria-[current=page]:text-primary"
              >
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleError error={error} />;
}
