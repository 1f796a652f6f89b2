import type { AuditEntry } from '@shared/schemas/admin';
import { intlDateLocale } from '../../../lib/calendar';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from './use-language';

/** The fields that differ between two snapshots of a record, with both values. */
function changedFields(before: unknown, after: unknown): Array<[string, unknown, unknown]> {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => [k, b[k], a[k]]);
}

const show = (v: unknown) =>
  v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** Before → after of each changed field, as a small definition table. */
export function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = changedFields(entry.before, entry.after);
  if (rows.length === 0) return <span className="text-muted">—</span>;
  return (
    <table className="text-xs [&_td]:py-0.5 [&_td]:pr-2 [&_td]:align-top [&_th]:pr-2 [&_th]:text-left [&_th]:font-medium [&_th]:text-muted">
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.field')}</th>
          <th scope="col">{t('admin.audit.before')}</th>
          <th scope="col">{t('admin.audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([field, b, a]) => (
          <tr key={field}>
            <td className="font-mono">{field}</td>
            <td className="break-all text-error/80 line-through decoration-1">{show(b)}</td>
            <td className="break-all text-secondary">{show(a)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** When a staff action happened, in the reader's calendar and with the time. */
export function useWhen() {
  const lang = useLanguage();
  return (iso: string) => {
    return new Intl.DateTimeFormat(intlDateLocale(lang), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Addis_Ababa',
    }).format(new Date(iso));
  };
}

/** A short history of one record (the agent page). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  if (entries.length === 0) return <p className="text-muted">{t('admin.agents.noHistory')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((e) => (
        <li key={e.id} className="rounded-lg bg-surface p-3 shadow-card">
          <p className="text-sm">
            <span className="font-mono font-semibold">{e.action}</span> ·{' '}
            {e.actor?.full_name || e.actor?.username || t('admin.audit.system')} ·{' '}
            <time dateTime={e.created_at}>{when(e.created_at)}</time>
          </p>
          <div className="mt-2 overflow-x-auto">
            <Changes entry={e} />
          </div>
        </li>
      ))}
    </ol>
  );
}
