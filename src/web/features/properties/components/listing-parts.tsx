import {
  mdiAccountBoxOutline,
  mdiBedKingOutline,
  mdiCheckDecagram,
  mdiPhone,
  mdiRulerSquare,
  mdiShowerHead,
  mdiSofaOutline,
  mdiStairs,
} from '@mdi/js';
import type { CardListing } from '@shared/schemas/properties';
import { Link } from 'react-router';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { contactTap } from '../../leads';
import { PriceReducedBadge } from '../../prices';
import { callLabelKey, callTarget } from './listing-text';
import { shortFloor } from './terms-text';

/** Types whose bedrooms mean something (offices and plots have none). */
const RESIDENTIAL = new Set<string>(['house', 'apartment', 'condominium', 'villa']);

/**
 * 'For Sale' / 'For Rent' (or 'Sold' / 'Rented' once the deal is done, so an agent's past
 * listings do not pretend to be on offer) and 'Featured', over the photo's top-left corner.
 * The top-right corner stays free for the save heart.
 */
export function ListingBadges({ property: p }: { property: CardListing }) {
  const { t } = useTranslation();
  const done = p.status === 'sold' || p.status === 'rented';
  return (
    <div className="absolute top-3 left-3 flex flex-wrap gap-2">
      <span
        className={`rounded px-2 py-1 text-xs font-semibold text-white ${
          done ? 'bg-ink/80' : p.listing_type === 'sale' ? 'bg-primary' : 'bg-secondary'
        }`}
      >
        {done ? t(`browseCard.status.${p.status}`) : t(`listingTypes.${p.listing_type}`)}
      </span>
      {p.is_featured && (
        <span className="rounded bg-accent px-2 py-1 text-xs font-semibold text-white">
          {t('card.featured')}
        </span>
      )}
      <PriceReducedBadge at={p.price_reduced_at} />
    </div>
  );
}

/** "ETB 25,000" with '/month' (card) or 'per month' (list item) for rent (spec §2). */
export function ListingPrice({ property: p, long = false }: { property: CardListing; long?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="text-lg font-bold text-primary-dark">
      {formatPrice(p.price)}
      {p.listing_type === 'rent' && (
        <span className="text-sm font-medium text-muted">
          {long ? ` ${t('card.perMonth')}` : t('card.perMonthShort')}
        </span>
      )}
    </p>
  );
}

/** Bedrooms (residential only; 0 = studio), bathrooms (not for land), area in m². */
export function ListingFacts({ property: p }: { property: CardListing }) {
  const { t } = useTranslation();
  const floor = shortFloor(p, t);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {RESIDENTIAL.has(p.property_type) && (
        <li className="flex items-center gap-1">
          <Icon path={mdiBedKingOutline} size={16} />
          {p.bedrooms === 0 ? t('card.studio') : t('card.bedrooms', { count: p.bedrooms })}
        </li>
      )}
      {p.property_type !== 'land' && (
        <li className="flex items-center gap-1">
          <Icon path={mdiShowerHead} size={16} />
          {t('card.bathrooms', { count: p.bathrooms })}
        </li>
      )}
      <li className="flex items-center gap-1">
        <Icon path={mdiRulerSquare} size={16} />
        {t('card.area', { area: formatNumber(p.area) })}
      </li>
      {/* What people in Addis ask first (decision 035): furniture and the floor, when known. */}
      {(p.furnished === 'furnished' || p.furnished === 'semi_furnished') && (
        <li className="flex items-center gap-1">
          <Icon path={mdiSofaOutline} size={16} />
          {t(`terms.furnishedOptions.${p.furnished}`)}
        </li>
      )}
      {floor && (
        <li className="flex items-center gap-1">
          <Icon path={mdiStairs} size={16} />
          {floor}
        </li>
      )}
      {p.price_per_m2 !== null && <li>{t('terms.perM2', { amount: formatNumber(p.price_per_m2) })}</li>}
    </ul>
  );
}

/** The agent's chip, opening their company profile (above the card's own link). */
export function AgentChip({ property: p }: { property: CardListing }) {
  const { t } = useTranslation();
  if (!p.agent) return <span />;
  const name = p.agent.company_name ?? p.agent.full_name;
  return (
    <Link
      to={`/companies/${p.agent.id}`}
      aria-label={t('browseCard.agentProfile', { name })}
      className="relative z-10 flex min-h-9 min-w-0 items-center gap-1 rounded-full bg-background px-3 py-1 text-xs font-medium hover:bg-primary-light"
    >
      {p.agent.is_verified_agent && (
        <Icon path={mdiCheckDecagram} size={14} className="shrink-0 text-accent" />
      )}
      <span className="truncate">{name}</span>
    </Link>
  );
}

/**
 * A call link's attributes: the phone, its tap counted for the publisher (decision 040), or, with
 * no phone, the detail page's contact section.
 */
export function callLink(p: Parameters<typeof callTarget>[0]) {
  const href = callTarget(p);
  return href.startsWith('tel:') ? { href, ...contactTap(p.id, 'call') } : { href };
}

/**
 * 'Call Agent' / 'Call Owner' (cards) or 'Call' (`short`, list items): the agent's phone, else the
 * owner's; with neither, 'Contact' and the detail page's contact section (DESIGN §4).
 */
export function CallButton({ property: p, short = false }: { property: CardListing; short?: boolean }) {
  const { t } = useTranslation();
  const target = callTarget(p);
  const className =
    'relative z-10 flex h-9 shrink-0 items-center gap-1 rounded-md border border-primary px-3 text-sm font-semibold whitespace-nowrap text-primary hover:bg-primary-light';
  const content = (
    <>
      <Icon path={target.startsWith('tel:') ? mdiPhone : mdiAccountBoxOutline} size={16} />
      {t(callLabelKey(p, short))}
    </>
  );
  return target.startsWith('tel:') ? (
    <a className={className} {...callLink(p)}>
      {content}
    </a>
  ) : (
    <Link to={target} className={className}>
      {content}
    </Link>
  );
}
