import type { LanguageCode } from '@shared/enums';
import { type AlertChannel, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@shared/schemas/saved-searches';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/Toast';
import { authTransport } from '../auth';
import { deleteSavedSearch, updateSavedSearch } from './api/saved-searches';

/** Where a saved search opens: the map for a saved area (its box is the map's), else the list. */
export function searchHref(query: string): string {
  const params = new URLSearchParams(query);
  if (!params.has('min_lat')) return `/properties${query ? `?${query}` : ''}`;
  for (const key of ['min_lat', 'max_lat', 'min_lng', 'max_lng']) params.delete(key);
  return `/map${params.size ? `?${params}` : ''}`;
}

const CHOICE =
  'h-10 rounded-md border border-black/20 bg-surface px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/** One saved search and its settings; every change is saved at once. */
export function SavedSearchCard({
  search,
  telegram,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  /** Whether this account has linked Telegram (the channel is offered only then). */
  telegram: boolean;
  onChange: (next: SavedSearch) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = async (body: Parameters<typeof updateSavedSearch>[2], quiet = false) => {
    setBusy(true);
    try {
      onChange(await updateSavedSearch(authTransport, search.id, body));
      if (!quiet) toast.success(t('savedSearches.changed'));
    } catch {
      toast.error(t('savedSearches.changeFailed'));
    } finally {
      setBusy(false);
    }
  };
  const toggleChannel = (channel: AlertChannel, on: boolean) => {
    const channels = on ? [...search.channels, channel] : search.channels.filter((c) => c !== channel);
    if (channels.length) void change({ channels });
  };

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`rounded-lg bg-surface p-4 shadow-card ${search.paused ? 'opacity-75' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-name`} className="min-w-0 break-words font-semibold text-lg">
          {search.name}
          {search.paused && (
            <span className="ms-2 rounded bg-black/10 px-2 py-0.5 align-middle text-xs">
              {t('savedSearches.paused')}
            </span>
          )}
        </h2>
        <Link
          to={searchHref(search.query)}
          onClick={() => void change({ visited: true }, true)}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
        >
          {t('savedSearches.open')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('savedSearches.matches', { count: search.match_count })}
        {search.new_count > 0 && (
          <strong className="ms-2 text-secondary">
            {t('savedSearches.new', { count: search.new_count })}
          </strong>
        )}
      </p>
      {search.last_failure_at && (
        <p role="status" className="mt-2 text-sm text-error">
          {t('savedSearches.lastFailure', {
            date: formatDate(search.last_failure_at, i18n.language as LanguageCode),
          })}
        </p>
      )}

      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && name !== search.name) void change({ name: name.trim() });
        }}
      >
        <label className="flex min-w-0 flex-1 flex-col text-sm font-medium">
          {t('savedSearches.rename')}
          <input
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            className={`${CHOICE} mt-1 w-full`}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy || !name.trim() || name === search.name}>
          {t('savedSearches.renameSave')}
        </Button>
      </form>

      <div className="mt-3 flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm font-medium">
          {t('savedSearches.frequency')}
          <select
            value={search.frequency}
            disabled={busy}
            onChange={(e) => void change({ frequency: e.target.value as SavedSearch['frequency'] })}
            className={`${CHOICE} mt-1`}
          >
            <option value="instant">{t('savedSearches.instant')}</option>
            <option value="daily">{t('savedSearches.daily')}</option>
          </select>
        </label>
        <fieldset className="flex flex-col text-sm">
          <legend className="font-medium">{t('savedSearches.channels')}</legend>
          <div className="mt-1 flex h-10 items-center gap-4">
            {(['email', 'telegram'] as const).map((channel) =>
              channel === 'telegram' && !telegram && !search.channels.includes('telegram') ? null : (
                <label key={channel} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={search.channels.includes(channel)}
                    disabled={busy}
                    onChange={(e) => toggleChannel(channel, e.target.checked)}
                  />
                  {t(`savedSearches.${channel}`)}
                </label>
              ),
            )}
          </div>
        </fieldset>
        <div className="ms-auto flex gap-2">
          <Button variant="ghost" disabled={busy} onClick={() => void change({ paused: !search.paused })}>
            {t(search.paused ? 'savedSearches.resume' : 'savedSearches.pause')}
          </Button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="inline-flex h-11 items-center rounded-md px-5 font-semibold text-error hover:bg-background disabled:opacity-50"
          >
            {t('savedSearches.delete')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('savedSearches.deleteTitle', { name: search.name })}
        confirmLabel={t('savedSearches.delete')}
        cancelLabel={t('savedSearches.cancel')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deleteSavedSearch(authTransport, search.id);
            setConfirming(false);
            onDelete();
          } catch {
            toast.error(t('savedSearches.changeFailed'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('savedSearches.deleteText')}
      </ConfirmDialog>
    </article>
  );
}
