import { mdiShareVariant } from '@mdi/js';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { untilHydrated, useHydrated } from '../../../lib/use-hydrated';
import { Icon } from '../../../ui/Icon';

/**
 * Shares a listing: the device's share sheet where there is one (Telegram is in it on phones),
 * else the link is copied and 'Link copied to clipboard!' is announced (spec §8).
 */
export function ShareButton({
  path,
  title,
  className = '',
}: {
  path: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(timer);
  }, [message]);

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('browseCard.linkCopied'));
    } catch {
      // No clipboard (insecure origin, refused): show the link so it can be copied by hand.
      window.prompt(t('browseCard.copyThisLink'), url);
    }
  };

  return (
    <span className="relative z-10 inline-flex">
      <button
        type="button"
        // Sharing needs the page's scripts, which start after the first paint (decision 019).
        {...untilHydrated(hydrated)}
        onClick={share}
        aria-label={t('browseCard.shareListing', { title })}
        className={`flex h-9 w-9 items-center justify-center rounded-md border border-black/15 text-muted hover:bg-background hover:text-primary disabled:opacity-50 ${className}`}
      >
        <Icon path={mdiShareVariant} size={18} />
      </button>
      <span
        role="status"
        className={`absolute right-0 bottom-full mb-2 whitespace-nowrap rounded bg-ink px-2 py-1 text-xs text-white ${
          message ? '' : 'sr-only'
        }`}
      >
        {message}
      </span>
    </span>
  );
}
