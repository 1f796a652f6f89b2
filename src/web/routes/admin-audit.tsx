import { AUDIT_ENTITY_TYPES } from '@shared/schemas/admin';
import { Form, Link, useSearchParams } from 'react-router';
import { listAudit } from '../features/admin/api/audit';
import { staffData } from '../features/admin/api/guard';
import { Changes, useWhen } from '../features/admin/components/AuditList';
import { Pager, SelectField, TableFrame } from '../features/admin/components/Controls';
import { useTranslation } from '../lib/translation';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import type { Route } from './+types/admin-audit';

const PAGE_SIZE = 25;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const q = new URL(request.url).searchParams;
  return staffData(request, () =>
    listAudit({
      entity_type: q.get('entity_type') ?? undefined,
      entity_id: q.get('entity_id') ?? undefined,
      actor: q.get('actor') ?? undefined,
      page: Math.max(1, Number(q.get('page')) || 1),
      page_size: PAGE_SIZE,
    }),
  );
}
clientLoader.hydrate = true as const;

/** Every staff action, newest first: who, what, when, and each changed field before and after. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const when = useWhen();
  const [params] = useSearchParams();
  const entityLabel = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type) ? t(`admin.audit.entityTypes.${type}`) : type;
  return (
    <div>
      <h2 className="mb-4 text-xl font-semibold">{t('admin.audit.heading')}</h2>
      <Form method="get" className="mb-4 grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap" role="search">
        <SelectField
          label={t('admin.audit.entityType')}
          name="entity_type"
          defaultValue={params.get('entity_type') ?? ''}
          options={[
            { value: '', label: t('admin.all') },
            ...AUDIT_ENTITY_TYPES.map((e) => ({ value: e, label: entityLabel(e) })),
          ]}
        />
        <TextField
          label={t('admin.audit.entityId')}
          name="entity_id"
          inputMode="numeric"
          defaultValue={params.get('entity_id') ?? ''}
        />
        <div className="col-span-2 md:min-w-56">
          <TextField
            label={t('admin.audit.actor')}
            name="actor"
            autoCapitalize="none"
            defaultValue={params.get('actor') ?? ''}
          />
        </div>
        <Button type="submit">{t('admin.audit.filter')}</Button>
        <Link
          to="/admin/audit"
          className="inline-flex h-11 items-center px-2 font-medium text-primary hover:underline"
        >
          {t('admin.audit.clear')}
        </Link>
      </Form>
      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {t('admin.results', { count: loaderData.count })}
      </p>
      {loaderData.results.length === 0 ? (
        <p className="rounded-lg bg-surface p-6 text-center text-muted shadow-card">
          {t('admin.audit.empty')}
        </p>
      ) : (
        <TableFrame label={t('admin.audit.heading')}>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.when')}</th>
              <th scope="col">{t('admin.audit.who')}</th>
              <th scope="col">{t('admin.audit.what')}</th>
              <th scope="col">{t('admin.audit.entity')}</th>
              <th scope="col">{t('admin.audit.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.results.map((e) => (
              <tr key={e.id}>
                <td className="whitespace-nowrap">
                  <time dateTime={e.created_at}>{when(e.created_at)}</time>
                </td>
                <td>
                  {e.actor ? (
                    <Link to={`/admin/audit?actor=${e.actor.id}`} className="text-primary hover:underline">
                      {e.actor.full_name || e.actor.username}
                    </Link>
                  ) : (
                    <span className="text-muted">{t('admin.audit.system')}</span>
                  )}
                  {e.ip && <div className="text-xs text-muted">{e.ip}</div>}
                </td>
                <td className="font-mono text-xs">{e.action}</td>
                <td className="whitespace-nowrap">
                  <Link
                    to={`/admin/audit?entity_type=${encodeURIComponent(e.entity_type)}&entity_id=${encodeURIComponent(e.entity_id ?? '')}`}
                    className="text-primary hover:underline"
                  >
                    {entityLabel(e.entity_type)} #{e.entity_id}
                  </Link>
                </td>
                <td>
                  <Changes entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <Pager
        page={Math.max(1, Number(params.get('page')) || 1)}
        count={loaderData.count}
        pageSize={PAGE_SIZE}
      />
    </div>
  );
}
