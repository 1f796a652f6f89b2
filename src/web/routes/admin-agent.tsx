import { Link, useSearchParams } from 'react-router';
import { listAudit } from '../features/admin/api/audit';
import { staffData } from '../features/admin/api/guard';
import { agentListings, getUser } from '../features/admin/api/users';
import { AuditList } from '../features/admin/components/AuditList';
import { Pager } from '../features/admin/components/Controls';
import { ListingsTable } from '../features/admin/components/ListingsTable';
import { UnsuspendButton } from '../features/admin/components/UnsuspendButton';
import { UserStatus } from '../features/admin/components/UserStatus';
import { useLanguage } from '../features/admin/components/use-language';
import { VerifyButton } from '../features/admin/components/VerifyButton';
import { formatDate } from '../lib/format';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/admin-agent';

const PAGE_SIZE = 20;

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return staffData(request, async () => {
    const [user, listings, history] = await Promise.all([
      getUser(id),
      agentListings(id, page),
      listAudit({ entity_type: 'user', entity_id: String(id), page_size: 50 }),
    ]);
    return { user, listings, history: history.results };
  });
}
clientLoader.hydrate = true as const;

/** One account: its profile and verification, every listing it has, and what staff did to it. */
export default function AdminAgent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const { user, listings, history } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin" className="text-sm font-medium text-primary hover:underline">
        ← {t('admin.agents.back')}
      </Link>
      <div className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{user.full_name || user.username}</h2>
          <p className="text-sm text-muted">
            @{user.username} · #{user.id} · {user.email}
            {user.phone_number ? ` · ${user.phone_number}` : ''}
          </p>
          <div className="mt-2">
            <UserStatus user={user} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('admin.agents.company')}</dt>
            <dd>{user.company_name ?? '—'}</dd>
            <dt className="text-muted">{t('admin.agents.license')}</dt>
            <dd>{user.agent_license_number ?? '—'}</dd>
            <dt className="text-muted">{t('admin.agents.joined')}</dt>
            <dd>{formatDate(user.date_joined, lang)}</dd>
          </dl>
          {user.verified_at && (
            <p className="mt-2 text-sm text-muted">
              {t('admin.agents.verifiedAt', { date: formatDate(user.verified_at, lang) })}
            </p>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          {!user.is_active && <UnsuspendButton user={user} />}
          {user.is_agent && <VerifyButton user={user} />}
          {user.is_agent && (
            <a href={`/companies/${user.id}`} className="text-sm font-medium text-primary hover:underline">
              {t('admin.agents.publicProfile')}
            </a>
          )}
        </div>
      </div>
      <section>
        <h3 className="mb-3 text-lg font-semibold">
          {t('admin.agents.listingsHeading', { count: listings.count })}
        </h3>
        {listings.results.length === 0 ? (
          <p className="text-muted">{t('admin.agents.noListings')}</p>
        ) : (
          <ListingsTable listings={listings.results} />
        )}
        <Pager
          page={Math.max(1, Number(params.get('page')) || 1)}
          count={listings.count}
          pageSize={PAGE_SIZE}
        />
      </section>
      <section>
        <h3 className="mb-3 text-lg font-semibold">{t('admin.agents.historyHeading')}</h3>
        <AuditList entries={history} />
      </section>
    </div>
  );
}
