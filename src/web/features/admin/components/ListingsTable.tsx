import type { AdminListing } from '@shared/schemas/admin';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../../lib/format';
import { Pill, TableFrame } from './Controls';
import { useLanguage } from './use-language';

const STATUS_TONE = {
  available: 'green',
  pending: 'orange',
  sold: 'blue',
  rented: 'blue',
  unavailable: 'grey',
} as const;

/** An agent's listings in every state, each linked to its public page. */
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
        </tr>
      </thead>
      <tbody>
        {listings.map((l) => (
          <tr key={l.id}>
            <td>
              <a href={`/properties/${l.id}`} className="font-medium text-primary hover:underline">
                {l.title}
              </a>
            </td>
            <td>
              <Pill tone={STATUS_TONE[l.status]}>{t(`admin.listing.statuses.${l.status}`)}</Pill>
            </td>
            <td className="whitespace-nowrap">
              {t(`propertyTypes.${l.property_type}`)} · {t(`listingTypes.${l.listing_type}`)}
            </td>
            <td className="whitespace-nowrap">{formatPrice(l.price)}</td>
            <td>{[l.subcity, l.city].filter(Boolean).join(', ') || '—'}</td>
            <td>{l.views_count}</td>
            <td className="whitespace-nowrap">{formatDate(l.created_at, lang)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
