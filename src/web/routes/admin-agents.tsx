import { ADMIN_USER_ROLES, type AdminUserRole } from '@shared/schemas/admin';
import { Form, Link, useSearchParams } from 'react-router';
import { staffData } from '../features/admin/api/guard';
import { searchUsers } from '../features/admin/api/users';
import { Pager, SelectField, TableFrame } from '../features/admin/components/Controls';
import { UserStatus } from '../features/admin/components/UserStatus';
import { useLanguage } from '../features/admin/components/use-language';
import { VerifyButton } from '../features/admin/components/VerifyButton';
import { formatDate } from '../lib/format';
import { useTranslation } from '../lib/translation';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import type { Route } from './+types/admin-agents';

const PAGE_SIZE = 20;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const q = new URL(request.url).searchParams;
  const role = (ADMIN_USER_ROLES as readonly string[]).includes(q.get('role') ?? '')
    ? (q.get('role') as AdminUserRole)
    : 'agent';
  const page = Math.max(1, Number(q.get('page')) || 1);
  return staffData(request, () =>
    searchUsers({ search: q.get('search') ?? undefined, role, page, page_size: PAGE_SIZE }),
  );
}
clientLoader.hydrate = true as const;

/** Agents (and every other account): search, verification at a click, a way to each one's details. */
export default function AdminAgents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div>
      <h2 className="mb-4 text-xl font-semibold">{t('admin.agents.heading')}</h2>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-60 flex-1">
          <TextField
            label={t('admin.agents.searchLabel')}
            name="search"
            type="search"
            defaultValue={params.get('search') ?? ''}
          />
        </div>
        <SelectField
          label={t('admin.agents.role')}
          name="role"
          defaultValue={params.get('role') ?? 'agent'}
          options={ADMIN_USER_ROLES.map((r) => ({ value: r, label: t(`admin.agents.roles.${r}`) }))}
        />
        <Button type="submit">{t('admin.search')}</Button>
      </Form>
      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {t('admin.results', { count: loaderData.count })}
      </p>
      {loaderData.results.length === 0 ? (
        <p className="rounded-lg bg-surface p-6 text-center text-muted shadow-card">
          {t('admin.agents.empty')}
        </p>
      ) : (
        <TableFrame label={t('admin.agents.heading')} minWidth="md:min-w-[640px]">
          <thead>
            <tr>
              <th scope="col">{t('admin.agents.name')}</th>
              <th scope="col" className="hidden md:table-cell">
                {t('admin.agents.company')}
              </th>
              <th scope="col" className="hidden md:table-cell">
                {t('admin.agents.contact')}
              </th>
              <th scope="col">{t('admin.agents.listings')}</th>
              <th scope="col" className="hidden md:table-cell">
                {t('admin.agents.status')}
              </th>
              <th scope="col" className="hidden md:table-cell">
                {t('admin.agents.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.results.map((u) => (
              <tr key={u.id}>
                <td>
                  <Link to={`/admin/agents/${u.id}`} className="font-semibold text-primary hover:underline">
                    {u.full_name || u.username}
                  </Link>
                  <div className="text-xs text-muted">
                    @{u.username} · #{u.id} · {t('admin.agents.joined')} {formatDate(u.date_joined, lang)}
                  </div>
                  {/* On a phone the status and the button sit under the name (no sideways scroll). */}
                  <div className="mt-2 flex flex-col gap-2 md:hidden">
                    <div className="text-xs text-muted">
                      {u.company_name ?? ''} {u.email}
                    </div>
                    <UserStatus user={u} />
                    {u.is_agent && <VerifyButton user={u} />}
                  </div>
                </td>
                <td className="hidden md:table-cell">{u.company_name ?? '—'}</td>
                <td className="hidden md:table-cell">
                  <div>{u.email}</div>
                  <div className="text-xs text-muted">{u.phone_number ?? ''}</div>
                </td>
                <td>{u.listings_count}</td>
                <td className="hidden md:table-cell">
                  <UserStatus user={u} />
                </td>
                <td className="hidden md:table-cell">{u.is_agent && <VerifyButton user={u} />}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <Pager page={page} count={loaderData.count} pageSize={PAGE_SIZE} />
    </div>
  );
}
