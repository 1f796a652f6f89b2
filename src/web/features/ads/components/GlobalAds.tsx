import { mdiClose } from '@mdi/js';
import { ADS } from '@shared/constants';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { minWidth, useMediaQuery } from '../../../lib/use-media-query';
import { Icon } from '../../../ui/Icon';
import { scheduleAdPreload, useAdsEntry } from '../ads-cache';
import { AdSlot } from './AdSlot';

/** The page's column (max-w-7xl, 1280 px) plus, on each side, the ad's 320 px and its 16 px margin. */
const FREE_MARGIN = '(min-width: 1952px)';

const DISMISSED_KEY = 'sefer.ads.globalDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * What the shell adds for ads on every page: the preload of the common slots 2 s after start
 * (spec §9), and the global sidebar ad (spec §2: max 1, floating on all pages). The floating ad is
 * left out on phones and tablets, where it would cover the page (and cost data for nothing), and a visitor
 * who closes it does not see it again in this browser session. Nor is it shown in the staff console:
 * it would cover the console's buttons, and staff at work are not an advertiser's audience.
 * It never covers content: it floats only where the window leaves a free margin beside the
 * page's 1280 px column (and not on /map, whose map fills the window); elsewhere it takes its own
 * place at the end of the page, above the footer.
 */
export function GlobalAds() {
  const { t } = useTranslation();
  const roomy = useMediaQuery(minWidth('lg'));
  const margin = useMediaQuery(FREE_MARGIN);
  const [dismissed, setDismissed] = useState(true);
  const entry = useAdsEntry('global', 'sidebar');
  const path = useLocation().pathname;
  const inConsole = path.startsWith('/admin');
  const floating = margin && path !== '/map';

  useEffect(() => {
    scheduleAdPreload();
    setDismissed(wasDismissed());
  }, []);

  if (!roomy || dismissed || inConsole) return null;
  const shown = entry.status === 'loaded' && entry.results.length > 0;
  return (
    <div
      className={
        floating
          ? `fixed right-4 bottom-4 z-30 w-80 ${shown ? '' : 'pointer-events-none opacity-0'}`
          : `mx-auto flex w-full max-w-7xl justify-end px-4 ${shown ? 'pb-8' : 'hidden'}`
      }
      data-testid="global-ad"
    >
      <div className="relative w-80">
        <AdSlot placement="global" type="sidebar" max={ADS.sidebarGlobal} look="compact" />
        {shown && (
          <button
            type="button"
            onClick={() => {
              setDismissed(true);
              try {
                sessionStorage.setItem(DISMISSED_KEY, '1');
              } catch {
                // Private mode: closed for this page only.
              }
            }}
            aria-label={t('ads.close')}
            // Level with the short "Sponsored" line, clear of the headline.
            className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full text-muted hover:bg-background hover:text-ink"
          >
            <Icon path={mdiClose} size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
