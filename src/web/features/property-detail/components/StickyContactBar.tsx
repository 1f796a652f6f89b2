import { mdiAccountBoxOutline, mdiPhone, mdiSend } from '@mdi/js';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { useEffect, useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { contactTap } from '../../leads';
import { callLabelKey, callLink } from '../../properties';
import { telegramProfileUrl } from './share';

/**
 * On phones, once the page's own call button has scrolled away, price and the ways to reach the
 * agent stay at the bottom of the screen (sticky at the end of the page, so it never covers the
 * footer). `watch` is the id of the element whose leaving the screen brings the bar in.
 */
export function StickyContactBar({ property: p, watch }: { property: PropertyDetail; watch: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watch);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  const telegram = (p.agent ?? p.owner)?.telegram_username;
  const button = 'flex h-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold';
  return (
    <div
      className={`sticky bottom-0 z-30 flex items-center gap-2 border-t border-ink/10 bg-surface/95 px-4 py-2 shadow-raised backdrop-blur transition-transform lg:hidden ${
        shown ? 'translate-y-0' : 'translate-y-full'
      }`}
      inert={!shown}
      data-testid="sticky-contact"
    >
      {/* The price is the one thing here that is always whole; the call button gives way (short label). */}
      <p className="flex-1 shrink-0 font-bold whitespace-nowrap text-primary-dark">
        {formatPrice(p.price)}
        {p.listing_type === 'rent' && (
          <span className="text-xs font-medium text-muted">{t('card.perMonthShort')}</span>
        )}
      </p>
      {telegram ? (
        <a
          href={telegramProfileUrl(telegram)}
          {...contactTap(p.id, 'telegram')}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('detail.contact.telegram')}
          className={`${button} w-11 bg-[#1976b0] text-white`}
        >
          <Icon path={mdiSend} size={20} className="-rotate-30" />
        </a>
      ) : (
        <a
          href="#contact"
          aria-label={t('detail.contact.title')}
          className={`${button} w-11 border border-primary text-primary`}
        >
          <Icon path={mdiAccountBoxOutline} size={20} />
        </a>
      )}
      <a {...callLink(p)} className={`${button} min-w-0 bg-primary text-white`}>
        <Icon path={mdiPhone} size={18} className="shrink-0" />
        <span className="truncate">{t(callLabelKey(p, true))}</span>
      </a>
    </div>
  );
}
