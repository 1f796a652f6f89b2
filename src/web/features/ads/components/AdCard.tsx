import { ADS } from '@shared/constants';
import type { Advertisement } from '@shared/schemas/ads';
import { type ReactNode, type RefObject, useRef } from 'react';
import { cut } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { PHONE_PHOTO_MAX_WIDTH, Picture } from '../../../ui/Picture';
import { trackAd } from '../api/track-ad';
import { useImpression } from '../use-impression';

/** How an ad is drawn; unknown types are drawn as sponsored (spec §3). */
export type AdLook = 'banner' | 'sidebar' | 'featured' | 'sponsored' | 'compact';

export const lookOf = (adType: string): AdLook =>
  adType === 'banner' || adType === 'sidebar' || adType === 'featured' ? adType : 'sponsored';

/**
 * Where an ad leads: `mailto:` navigates the page, `http(s)` opens a new tab (spec §7). Anything
 * else (a `javascript:` URL typed into the console by mistake) is not a link at all.
 */
function adTarget(target: string): { href: string; newTab: boolean } | null {
  if (/^mailto:/i.test(target)) return { href: target, newTab: false };
  try {
    const url = new URL(target);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { href: url.href, newTab: true };
  } catch {
    // Not a URL.
  }
  return null;
}

const card = 'group relative flex h-full overflow-hidden rounded-lg bg-surface text-ink shadow-card';
const bone = 'rounded bg-black/10';

/** The ad's link (or a plain box when its target is unusable); the click is counted first. */
function AdBox({ ad, className, children }: { ad: Advertisement; className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useImpression(ref, ad.id);
  const target = adTarget(ad.target_action);
  if (!target) {
    return (
      <div ref={ref as RefObject<HTMLDivElement>} className={className} data-ad-id={ad.id}>
        {children}
      </div>
    );
  }
  const count = () => trackAd(ad.id, 'click');
  return (
    <a
      ref={ref as RefObject<HTMLAnchorElement>}
      href={target.href}
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {})}
      onClick={count}
      onAuxClick={(event) => event.button === 1 && count()}
      className={`${className} transition-shadow hover:shadow-raised focus-visible:shadow-raised`}
      data-ad-id={ad.id}
    >
      {children}
      {target.newTab && <span className="sr-only"> {t('ads.opensInNewTab')}</span>}
    </a>
  );
}

function Label({ featured = false }: { featured?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="absolute top-2 left-2 flex gap-1 text-xs font-semibold">
      {featured && <span className="rounded bg-accent px-2 py-0.5 text-white">{t('ads.featured')}</span>}
      <span className="rounded bg-black/65 px-2 py-0.5 text-white">{t('ads.sponsored')}</span>
    </span>
  );
}

function Image({
  ad,
  aspect,
  sizes,
  labelled = true,
}: {
  ad: Advertisement | null;
  aspect: string;
  sizes: string;
  labelled?: boolean;
}) {
  return (
    <div className={`relative w-full shrink-0 overflow-hidden bg-primary-light ${aspect}`}>
      {ad?.picture && (
        <Picture
          image={ad.picture}
          alt={ad.alt_text || ad.headline}
          sizes={sizes}
          // On a phone an ad is at most the screen's width: 640 px is enough at any density, and
          // the next rendition (1200 px) costs a first visit twice the bytes (decision 056).
          phoneMaxWidth={PHONE_PHOTO_MAX_WIDTH}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      {ad && labelled && <Label featured={ad.is_featured && lookOf(ad.ad_type) === 'featured'} />}
    </div>
  );
}

/** A grey bar inside a line of the given height (padding, not margins: margins would collapse). */
function Bone({ height, width }: { height: string; width: string }) {
  return (
    <div className={`${height} py-1`}>
      <div className={`h-full ${width} ${bone}`} />
    </div>
  );
}

/**
 * Fixed line heights, so that a card and its placeholder take exactly the same space. The first
 * line is the call to action, or the 'Sponsored' label where the picture is too small to carry it.
 */
function Text({
  ad,
  lines,
  headlineLines = 1,
  label = false,
}: {
  ad: Advertisement | null;
  lines: 1 | 2;
  headlineLines?: 1 | 2;
  label?: boolean;
}) {
  const headlineHeight = headlineLines === 2 ? 'h-12' : 'h-6';
  const { t } = useTranslation();
  const description = ad ? cut(ad.description, ADS.descriptionCut) : '';
  return (
    <div className="min-w-0 flex-1">
      {ad ? (
        <>
          <p className="line-clamp-1 h-5 text-xs leading-5 font-medium text-accent">
            {label ? t('ads.sponsored') : ad.cta_text}
          </p>
          <p
            className={`leading-6 font-semibold group-hover:text-primary ${headlineLines === 2 ? 'line-clamp-2' : 'line-clamp-1'} ${headlineHeight}`}
          >
            {ad.headline}
          </p>
          <p
            className={`text-sm leading-5 text-muted ${lines === 2 ? 'line-clamp-2 h-10' : 'line-clamp-1 h-5'}`}
          >
            {description}
          </p>
        </>
      ) : (
        <>
          <Bone height="h-5" width="w-1/3" />
          <Bone height={headlineHeight} width="w-3/4" />
          <Bone height={lines === 2 ? 'h-10' : 'h-5'} width="w-full" />
        </>
      )}
    </div>
  );
}

function Button({ ad, className = '' }: { ad: Advertisement | null; className?: string }) {
  return ad ? (
    <span
      className={`inline-flex h-9 shrink-0 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-white group-hover:bg-primary-dark ${className}`}
    >
      {ad.button_text || ad.cta_text || ad.headline}
    </span>
  ) : (
    <span className={`inline-block h-9 w-28 shrink-0 ${bone} ${className}`} />
  );
}

/**
 * One ad, drawn by its type: a wide banner, a sidebar card, a featured card, a sponsored card, or
 * the compact card of the floating sidebar. `ad: null` draws its placeholder, same size.
 */
export function AdCard({ ad, look }: { ad: Advertisement | null; look: AdLook }) {
  const body = (() => {
    switch (look) {
      case 'banner':
        return (
          <>
            <Image ad={ad} aspect="aspect-[4/1]" sizes="(min-width: 1280px) 1200px, 100vw" />
            <div className="flex items-center gap-4 p-3 md:p-4">
              <Text ad={ad} lines={1} />
              <Button ad={ad} />
            </div>
          </>
        );
      case 'featured':
        return (
          <>
            <div className="md:w-2/5">
              <Image ad={ad} aspect="aspect-[4/3]" sizes="(min-width: 768px) 40vw, 100vw" />
            </div>
            <div className="flex flex-1 flex-col justify-center gap-3 p-4 md:p-6">
              <Text ad={ad} lines={2} />
              <Button ad={ad} className="self-start" />
            </div>
          </>
        );
      case 'compact':
        return (
          <>
            <div className="w-24 shrink-0 self-stretch">
              <Image ad={ad} aspect="h-full" sizes="96px" labelled={false} />
            </div>
            <div className="flex min-w-0 flex-1 flex-col justify-center gap-2 p-3">
              <Text ad={ad} lines={2} headlineLines={2} label />
              <Button ad={ad} className="self-start" />
            </div>
          </>
        );
      default:
        return (
          <>
            <Image
              ad={ad}
              aspect="aspect-[4/3]"
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <Text ad={ad} lines={2} />
              <Button ad={ad} className="w-full" />
            </div>
          </>
        );
    }
  })();
  const direction =
    look === 'featured' ? 'flex-col md:flex-row' : look === 'compact' ? 'flex-row' : 'flex-col';
  if (!ad)
    return (
      <div className={`${card} ${direction} animate-pulse`} aria-hidden="true">
        {body}
      </div>
    );
  return (
    <AdBox ad={ad} className={`${card} ${direction}`}>
      {body}
    </AdBox>
  );
}
