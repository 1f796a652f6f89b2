import { mdiBellCheckOutline, mdiBellPlusOutline } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/translation';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/Toast';
import { authTransport, tokens, useAuth } from '../auth';
import { searchName } from './search-name';

/** Set on the way back from sign-in: the search is saved as soon as the page is back. */
const SAVE_AFTER_SIGN_IN = 'save_search';
// The call checks its answer with zod: loaded on the tap, not with the listing page (decision 005).
const api = () => import('./api/saved-searches');

/**
 * "Save this search" (decision 038): one tap saves the list's query under a name written in the
 * reader's language, with instant e-mail alerts; the name, frequency and channels are changed on
 * /saved-searches. A visitor goes to sign in and comes back to a saved search.
 */
export function SaveSearchButton({
  query,
  place,
  area = false,
  className = '',
}: {
  /** The query string to save (without `?`): the page's filters, or the map's visible box. */
  query: string;
  /** The most precise place chosen, for the name. */
  place: string | null;
  area?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [savedQuery, setSavedQuery] = useState<string | null>(null);
  const resumed = useRef(false);

  const save = async () => {
    const params = new URLSearchParams(query);
    params.delete(SAVE_AFTER_SIGN_IN);
    if (!tokens.access()) {
      const back = new URLSearchParams(location.search);
      back.set(SAVE_AFTER_SIGN_IN, '1');
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}?${back}`)}`);
      return;
    }
    setBusy(true);
    try {
      const { createSavedSearch } = await api();
      await createSavedSearch(authTransport, {
        query: params.toString(),
        name: searchName(params, place, t),
        language: i18n.language,
      });
      setSavedQuery(query);
      toast.success(t('savedSearches.saved'));
    } catch (error) {
      const limit = error instanceof ApiError && error.fields.non_field_errors;
      toast.error(t(limit ? 'savedSearches.limit' : 'savedSearches.failed'));
    } finally {
      setBusy(false);
    }
  };

  // Back from sign-in with the request to save: finish it, once, and tidy the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the session is known.
  useEffect(() => {
    if (resumed.current || status !== 'authenticated') return;
    const params = new URLSearchParams(location.search);
    if (params.get(SAVE_AFTER_SIGN_IN) !== '1') return;
    resumed.current = true;
    params.delete(SAVE_AFTER_SIGN_IN);
    navigate(`${location.pathname}${params.size ? `?${params}` : ''}`, {
      replace: true,
      preventScrollReset: true,
    });
    void save();
  }, [status]);

  if (savedQuery === query)
    return (
      <Link
        to="/saved-searches"
        className={`inline-flex h-11 items-center gap-2 rounded-md border border-secondary px-4 font-semibold text-secondary ${className}`}
      >
        <Icon path={mdiBellCheckOutline} size={20} />
        {t('savedSearches.manage')}
      </Link>
    );
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={busy}
      aria-busy={busy || undefined}
      // Before the page's scripts run it would do nothing: it holds its place, unseen, so the
      // list does not move down when it appears (on a phone it takes a line of its own).
      className={`inline-flex h-11 items-center gap-2 rounded-md border border-primary bg-surface px-4 font-semibold text-primary hover:bg-primary-light disabled:opacity-60 ${hydrated ? '' : 'invisible'} ${className}`}
    >
      <Icon path={mdiBellPlusOutline} size={20} className={busy ? 'animate-pulse' : ''} />
      {t(area ? 'savedSearches.saveArea' : 'savedSearches.save')}
    </button>
  );
}
