import { ADS } from '@shared/constants';
import type { AdPlacement, PLACEMENT_AD_TYPES } from '@shared/enums';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { minWidth, useMediaQuery } from '../../../lib/use-media-query';
import { loadAds, useAdsEntry } from '../ads-cache';
import { afterPageLoad } from '../after-page-load';
import { useAdSlotCount } from '../slot-counts';
import { AdCard, type AdLook, lookOf } from './AdCard';

export type AdLayout = 'vertical' | 'horizontal' | 'grid';

/** A placement and one of the ad types it shows (shared/enums.ts `PLACEMENT_AD_TYPES`). */
type Slot = {
  [P in AdPlacement]: { placement: P; type: (typeof PLACEMENT_AD_TYPES)[P][number] };
}[AdPlacement];

export type AdSlotProps = Slot & {
  /** Most ads shown (default 3, spec §9). */
  max?: number;
  /** Most ads shown on phones (below 768 px); default `max`. */
  maxMobile?: number;
  layout?: AdLayout;
  /** Shown (and loaded) only from this screen width up, e.g. sidebars on large screens. */
  from?: 'md' | 'lg';
  /** Draw every ad of the slot this way (the floating sidebar uses 'compact'). */
  look?: AdLook;
  /**
   * Which of the slot's ads comes first, wrapping around: slots repeated down a list (a sponsored
   * ad after every 6th card) pass their position so that they do not all show the same ad.
   */
  start?: number;
  /**
   * Show only ads no earlier slot of the page has shown (those from `start` on, without wrapping
   * around); with none left the slot is not drawn. For slots repeated down one page.
   */
  distinct?: boolean;
  className?: string;
};

const LAYOUTS: Record<AdLayout, string> = {
  vertical: 'flex flex-col gap-4',
  horizontal: 'grid gap-4 md:auto-cols-fr md:grid-flow-col',
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
};
const FROM = { md: 'hidden md:block', lg: 'hidden lg:block' } as const;

/**
 * An advertisement slot (spec §2, §4): loads its placement and type through the shared ads cache
 * after the page itself has loaded, reserves its space with same-sized placeholders meanwhile, as
 * many as the page says it will get (no layout shift; none at all where no ad will come), counts
 * one impression per ad shown and the click before the ad's link opens. Disappears when there is
 * nothing to show (no ads, or the load failed: logged only).
 *
 *   <AdSlot placement="property_details" type="sidebar" max={2} layout="vertical" from="lg" />
 *   <AdSlot placement="property_listings" type="sponsored" max={1} start={row} distinct />
 */
export function AdSlot({
  placement,
  type,
  max = ADS.defaultPerSlot,
  maxMobile = max,
  layout = 'vertical',
  from,
  look,
  start = 0,
  distinct = false,
  className = '',
}: AdSlotProps) {
  const { t } = useTranslation();
  const entry = useAdsEntry(placement, type);
  const known = useAdSlotCount(placement, type);
  const active = useMediaQuery(from ? minWidth(from) : 'all');

  useEffect(() => {
    if (!active) return;
    return afterPageLoad(() => void loadAds(placement, type, { limit: max }));
  }, [active, placement, type, max]);

  const waiting = entry.status === 'idle' || entry.status === 'loading';
  const all = entry.results;
  const first = all.length ? ((start % all.length) + all.length) % all.length : 0;
  const ads = distinct
    ? all.slice(start, start + max)
    : [...all.slice(first), ...all.slice(0, first)].slice(0, max);
  if (!waiting && ads.length === 0) return null;
  // What will come: the key's ads, from `start` on for a distinct slot; `max` when unknown.
  const coming = known === undefined ? max : Math.max(0, Math.min(max, distinct ? known - start : known));
  if (waiting && coming === 0) return null;
  // Items past the phone's share are hidden below md: CSS decides, so server and browser agree.
  const item = (i: number) => (i >= maxMobile ? 'hidden md:block' : '');
  return (
    <aside
      aria-label={t('ads.label')}
      aria-busy={waiting || undefined}
      data-ad-slot={`${placement}:${type}`}
      // Without JavaScript no ad ever arrives: no placeholders either.
      className={`${from ? FROM[from] : ''} ${waiting ? '[@media(scripting:none)]:hidden' : ''} ${className}`}
    >
      <div className={LAYOUTS[layout]}>
        {waiting
          ? Array.from({ length: coming }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <div key={i} className={item(i)}>
                <AdCard ad={null} look={look ?? lookOf(type)} />
              </div>
            ))
          : ads.map((ad, i) => (
              <div key={ad.id} className={item(i)}>
                <AdCard ad={ad} look={look ?? lookOf(ad.ad_type)} />
              </div>
            ))}
      </div>
    </aside>
  );
}
