import type { AdminListing } from '@shared/schemas/admin';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Pill, TableFrame } from './Controls';
import { FeatureControl } from './FeatureControl';
import { listingLinkId, TakeDownButton } from './TakeDownButton';
import { useLanguage } from './use-language';

const STATUS_TONE = {
  available: 'green',
  pending: 'orange',
  sold: 'blue',
  rented: 'blue',
  unavailable: 'grey',
  expired: 'grey',
  reported: 'orange',
  suspended: 'red',
} as const;

/**
 * An agent's listings in every state, each linked to its public page. A published listing can be
 * taken down from here; one staff hid says so, with the reason its owner reads; one whose owner's
 * changes wait for review says so, with a link to the queue. Staff feature a listing on the market
 * until a date, or stop featuring it (decision 041).
 */
export function ListingsTable({ listings }: { listings: AdminListing[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <TableFrame label={t('admin.tabs.agents')}>
      <thead>
        <tr>
          <th scope="col">{t('admin.listing.title')}</th>
          <th scope="col">{t('admin.listing.status')}</th>
          <th scope="col">{t('admin.listing.type')}</th>
          <th scope="col">{t('admin.listing.price')}</th>
          <th scope="col">{t('admin.listing.place')}</th>
          <th scope="col">{t('admin.listing.views')}</th>
          <th scope="col">{t('admin.listing.created')}</th>
          <th scope="col">{t('admin.featuring.featured')}</th>
          <th scope="col">{t('admin.agents.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {listings.map((l) => (
          <tr key={l.id}>
            <td>
              <a
                id={listingLinkId(l.id)}
                href={`/properties/${l.id}`}
                className="font-medium text-primary hover:underline"
              >
                {l.title}
              </a>
            </td>
            <td>
              {l.review_state === 'rejected' ? (
                <>
                  <Pill tone="red">{t('admin.listing.hidden')}</Pill>
                  {l.rejection_reason && (
                    <p className="mt-1 max-w-56 text-xs whitespace-pre-line text-muted">
                      {t('admin.listing.reason', { reason: l.rejection_reason })}
                    </p>
                  )}
                </>
              ) : (
                <Pill tone={STATUS_TONE[l.status]}>{t(`admin.listing.statuses.${l.status}`)}</Pill>
              )}
              {l.change_waiting && (
                <p className="mt-1">
                  <a href="/admin/review" className="text-xs font-medium text-primary hover:underline">
                    {t('admin.listing.changeWaiting')}
                  </a>
                </p>
              )}
            </td>
            <td className="whitespace-nowrap">
              {t(`propertyTypes.${l.property_type}`)} · {t(`listingTypes.${l.listing_type}`)}
            </td>
            <td className="whitespace-nowrap">{formatPrice(l.price)}</td>
            <td>{[l.subcity, l.city].filter(Boolean).join(', ') || '—'}</td>
            <td>{l.views_count}</td>
            <td className="whitespace-nowrap">{formatDate(l.created_at, lang)}</td>
            <td>
              <FeatureControl listing={l} />
            </td>
            <td>{l.review_state === 'approved' && <TakeDownButton listing={l} />}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
