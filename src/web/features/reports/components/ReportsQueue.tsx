import type { ReportedListing } from '@shared/schemas/reports';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { decideReports } from '../api';

type Decision = 'dismiss' | 'take_down' | 'suspend';

/** One reported listing: reasons with counts, messages, the publisher, and the three decisions. */
function ReportedItem({ item, onDone }: { item: ReportedListing; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Decision | null>(null);
  const [failed, setFailed] = useState(false);
  const decide = async (decision: Decision) => {
    if (decision !== 'dismiss' && !reason.trim()) {
      setFailed(true);
      return;
    }
    setBusy(decision);
    setFailed(false);
    try {
      await decideReports(item.id, { decision, reason });
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const p = item.publisher;
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-surface p-4 shadow-card" aria-label={item.title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/properties/${item.id}`} className="font-semibold text-primary hover:underline">
          {item.title}
        </Link>
        <span className="text-sm text-muted">
          {t('reports.admin.count', { count: item.reports })} · {t(`admin.listing.statuses.${item.status}`)}
        </span>
      </div>
      <ul className="flex flex-wrap gap-2 text-sm">
        {item.reasons.map((r) => (
          <li key={r.reason} className="rounded bg-error/10 px-2 py-0.5 text-error">
            {t(`reports.reasons.${r.reason}`)} × {r.count}
          </li>
        ))}
      </ul>
      {item.messages.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {item.messages.map((m) => (
            <li
              key={`${m.created_at}-${m.message}`}
              className="border-l-4 border-black/10 pl-2 whitespace-pre-line"
            >
              {m.message}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">
        {t('reports.admin.publisher', {
          name: p.full_name || p.email,
          listings: p.listings,
          upheld: p.upheld_reports,
          dismissed: p.dismissed_reports,
        })}
      </p>
      <label className="flex flex-col gap-1 text-sm">
        {t('reports.admin.reason')}
        <textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          className="rounded-md border border-black/20 px-3 py-2 text-base"
        />
      </label>
      {failed && <Alert tone="error">{t('reports.admin.failed')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={busy === 'dismiss'} onClick={() => decide('dismiss')}>
          {t('reports.admin.dismiss')}
        </Button>
        <Button variant="danger" busy={busy === 'take_down'} onClick={() => decide('take_down')}>
          {t('reports.admin.takeDown')}
        </Button>
        <Button variant="ghost" busy={busy === 'suspend'} onClick={() => decide('suspend')}>
          {t('reports.admin.suspend')}
        </Button>
      </div>
    </li>
  );
}

/** The staff's Reports queue, most reported first; a decided listing leaves it. */
export function ReportsQueue({ initial }: { initial: ReportedListing[] }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initial);
  if (!items.length) return <p className="text-muted">{t('reports.admin.empty')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <ReportedItem
          key={item.id}
          item={item}
          onDone={() => setItems((all) => all.filter((i) => i.id !== item.id))}
        />
      ))}
    </ul>
  );
}
