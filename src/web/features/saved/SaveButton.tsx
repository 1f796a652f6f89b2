import { mdiHeart, mdiHeartOutline } from '@mdi/js';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/Toast';
import { authTransport, tokens, useAuth } from '../auth';
import { savedStore, useKnownSaved } from './saved-store';

// The calls check their answers with zod: loaded when a signed-in user needs them, so that the
// hearts of a visitor's first page cost no more than their markup (decision 005).
const listSaved = () => import('./api/list-saved');
const removeSaved = () => import('./api/remove-saved');
const saveOne = () => import('./api/save-property');

export interface SaveButtonProps {
  propertyId: number;
  /** Names the listing for screen readers ("Save Bole apartment"). */
  propertyTitle?: string;
  /**
   * `card`: a round heart for the corner of a photo. `detail`: a 'Save' / 'Saved' button.
   * Both are shown to signed-in users only (spec §2 and §6: hidden for anonymous visitors); a
   * session that has ended by the time of the click goes to sign in (spec §4).
   */
  variant?: 'card' | 'detail';
  /** The state when this tab knows nothing yet; cards start unsaved (spec §4). */
  initialSaved?: boolean;
  /** Look for the listing in the saved list on load (spec §4: the detail page does). Default: on `detail`. */
  checkOnLoad?: boolean;
  /** After each successful change. */
  onChange?: (saved: boolean) => void;
  className?: string;
}

/**
 * Save / unsave a listing (spec §4 "Saving a property"): loading while the call runs, then the
 * new state; 'Failed to save property' / 'Failed to remove saved property' when it fails (the
 * state stays as it was). Every button of the same listing in this tab shows the same state.
 */
export function SaveButton({
  propertyId,
  propertyTitle,
  variant = 'card',
  initialSaved = false,
  checkOnLoad = variant === 'detail',
  onChange,
  className = '',
}: SaveButtonProps) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const known = useKnownSaved(propertyId);
  const saved = known ?? initialSaved;
  const [busy, setBusy] = useState(false);
  const signedIn = status === 'authenticated';

  // Cards of a signed-in user show their saved state: the saved list is read once per session.
  useEffect(() => {
    if (variant !== 'card' || !signedIn) return;
    void savedStore.loadAll(() => listSaved().then(({ allSavedIds }) => allSavedIds(authTransport)));
  }, [variant, signedIn]);

  useEffect(() => {
    if (!checkOnLoad || !signedIn || savedStore.get(propertyId) !== undefined) return;
    let live = true;
    listSaved()
      .then(({ isSaved }) => isSaved(authTransport, propertyId))
      .then(
        (found) => live && savedStore.set(propertyId, found),
        // Spec §8: a failed check is only logged; the button shows the state it has.
        (error: unknown) => console.warn('saved check failed', error),
      );
    return () => {
      live = false;
    };
  }, [checkOnLoad, signedIn, propertyId]);

  if (!signedIn) return null;

  const toggle = async () => {
    if (!tokens.access()) {
      const here = location.pathname + location.search + location.hash;
      navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setBusy(true);
    try {
      const answer = saved
        ? await (await removeSaved()).removeSavedProperty(authTransport, propertyId)
        : await (await saveOne()).saveProperty(authTransport, propertyId);
      savedStore.set(propertyId, answer.saved);
      onChange?.(answer.saved);
    } catch {
      toast.error(t(saved ? 'saveButton.removeFailed' : 'saveButton.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const label = propertyTitle
    ? t(saved ? 'saveButton.removeTitle' : 'saveButton.saveTitle', { title: propertyTitle })
    : t(saved ? 'saveButton.remove' : 'saveButton.save');
  const icon = (
    <Icon
      path={saved ? mdiHeart : mdiHeartOutline}
      size={variant === 'card' ? 22 : 20}
      className={busy ? 'animate-pulse' : ''}
    />
  );

  if (variant === 'card') {
    return (
      <button
        type="button"
        onClick={(event) => {
          // The card is one big link: the heart must not open the detail.
          event.preventDefault();
          event.stopPropagation();
          void toggle();
        }}
        disabled={busy}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        aria-label={label}
        title={label}
        // The caller places the heart (absolute, over the photo); `relative` beside it would win.
        className={`z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-card transition-colors hover:bg-white disabled:cursor-wait ${
          saved ? 'text-error' : 'text-ink'
        } ${className || 'relative'}`}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-md border px-4 font-semibold transition-colors disabled:cursor-wait ${
        saved
          ? 'border-error bg-error/5 text-error hover:bg-error/10'
          : 'border-primary text-primary hover:bg-primary-light'
      } ${className}`}
    >
      {icon}
      {saved ? t('saveButton.saved') : t('saveButton.saveShort')}
    </button>
  );
}
