import { mdiAccountBoxOutline, mdiPhone, mdiSend, mdiShareVariant, mdiWhatsapp } from '@mdi/js';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { useEffect, useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { untilHydrated, useHydrated } from '../../../lib/use-hydrated';
import { Icon } from '../../../ui/Icon';
import { contactTap, reportContact } from '../../leads';
import { callLabelKey, callLink, callTarget } from '../../properties';
import { SaveButton } from '../../saved';
import { type ShareOutcome, shareLink, telegramShareUrl, whatsappShareUrl } from './share';

/** How long the 'Link copied' message stays (the snackbar time of spec §9). */
const MESSAGE_MS = 5_000;

/** The text that travels with a shared link: title and price. */
function shareText(p: PropertyDetail, title: string, perMonth: string): string {
  return `${title} · ${formatPrice(p.price)}${p.listing_type === 'rent' ? ` ${perMonth}` : ''}`;
}

/**
 * 'Call Agent' (the agent's phone, else the owner's, else the contact section), 'Share' (the
 * phone's share sheet, else the link is copied), 'Share on Telegram' (spec §2, DESIGN §6) and
 * 'Share on WhatsApp', the other messenger Ethiopians share homes on.
 */
export function PropertyActions({
  property: p,
  title,
  shareUrl,
}: {
  property: PropertyDetail;
  title: string;
  shareUrl: string;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const text = shareText(p, title, t('card.perMonth'));
  // A listing under review or withdrawn is seen by its owner only: a shared link would not open.
  const shareable = p.status !== 'pending' && p.status !== 'unavailable';
  const button =
    'inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold transition-colors';
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap gap-2" id="listing-actions">
        <a
          {...callLink(p)}
          className={`${button} flex-1 whitespace-nowrap bg-primary text-white hover:bg-primary-dark sm:flex-none`}
        >
          <Icon path={callTarget(p).startsWith('tel:') ? mdiPhone : mdiAccountBoxOutline} size={20} />
          {t(callLabelKey(p))}
        </a>
        {p.status !== 'pending' && <SaveButton propertyId={p.id} propertyTitle={p.title} variant="detail" />}
        {shareable && (
          <>
            <button
              type="button"
              // Sharing needs the page's scripts, which start after the first paint (decision 019).
              {...untilHydrated(hydrated)}
              className={`${button} border border-primary text-primary hover:bg-primary-light disabled:opacity-50`}
              onClick={async () => {
                reportContact(p.id, 'share');
                setOutcome(await shareLink({ url: shareUrl, title, text }));
              }}
            >
              <Icon path={mdiShareVariant} size={20} />
              {t('detail.share')}
            </button>
            <a
              href={telegramShareUrl(shareUrl, text)}
              {...contactTap(p.id, 'share')}
              target="_blank"
              rel="noopener noreferrer"
              className={`${button} bg-[#1976b0] text-white hover:brightness-110`}
            >
              <Icon path={mdiSend} size={20} className="-rotate-30" />
              {t('detail.shareTelegram')}
            </a>
            <a
              href={whatsappShareUrl(shareUrl, text)}
              {...contactTap(p.id, 'share')}
              target="_blank"
              rel="noopener noreferrer"
              // WhatsApp's dark green: white text on its light green would be unreadable.
              className={`${button} bg-[#075e54] text-white hover:brightness-110`}
            >
              <Icon path={mdiWhatsapp} size={20} />
              {t('detail.shareWhatsapp')}
            </a>
          </>
        )}
      </div>
      {/* Always present, so that screen readers announce what appears in it; empty, it takes no room. */}
      <p role="status" className="text-sm [&:not(:empty)]:mt-2">
        {outcome === 'copied' && <span className="font-medium text-success">{t('detail.linkCopied')}</span>}
        {outcome === 'failed' && (
          <span className="text-error">{t('detail.copyFailed', { url: shareUrl })}</span>
        )}
      </p>
    </div>
  );
}
