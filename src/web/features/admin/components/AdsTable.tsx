import type { AdminAd, AdState } from '@shared/schemas/admin-ads';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { AdCountCells, AdCountHeads } from './AdCounts';
import { Pill, TableFrame } from './Controls';
import { useLanguage } from './use-language';

export const STATE_TONE: Record<AdState, 'green' | 'blue' | 'grey' | 'red'> = {
  running: 'green',
  scheduled: 'blue',
  ended: 'grey',
  inactive: 'red',
};

/** The ads list: picture, headline, slot, state, dates and figures; the headline opens the editor. */
export function AdsTable({ ads }: { ads: AdminAd[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dates = (ad: AdminAd) =>
    !ad.starts_at && !ad.ends_at
      ? t('admin.ads.always')
      : [
          ad.starts_at && t('admin.ads.from', { date: formatDate(ad.starts_at, lang) }),
          ad.ends_at && t('admin.ads.until', { date: formatDate(ad.ends_at, lang) }),
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <TableFrame label={t('admin.ads.heading')}>
      <thead>
        <tr>
          <th scope="col">{t('admin.ads.ad')}</th>
          <th scope="col">{t('admin.ads.placement')}</th>
          <th scope="col">{t('admin.ads.state')}</th>
          <th scope="col">{t('admin.ads.dates')}</th>
          <AdCountHeads />
        </tr>
      </thead>
      <tbody>
        {ads.map((ad) => (
          <tr key={ad.id}>
            <td>
              <div className="flex items-center gap-3">
                {ad.image ? (
                  <img
                    src={
                      ad.image.variants.find((v) => v.format === 'webp' && v.width <= 320)?.url ??
                      ad.image.image
                    }
                    alt=""
                    width={64}
                    height={40}
                    loading="lazy"
                    className="h-10 w-16 shrink-0 rounded object-cover"
                    style={{ backgroundColor: ad.image.color ?? undefined }}
                  />
                ) : (
                  <span className="flex h-10 w-16 shrink-0 items-center justify-center rounded bg-background text-[10px] text-muted">
                    {t('admin.ads.noImage')}
                  </span>
                )}
                <div className="min-w-0">
                  <Link to={`/admin/ads/${ad.id}`} className="font-semibold text-primary hover:underline">
                    {ad.headline}
                  </Link>
                  <div className="text-xs text-muted">
                    {t(`admin.ads.types.${ad.ad_type}`)} · #{ad.id}
                  </div>
                </div>
              </div>
            </td>
            <td>{t(`admin.ads.placements.${ad.placement}`)}</td>
            <td>
              <Pill tone={STATE_TONE[ad.state]}>{t(`admin.ads.states.${ad.state}`)}</Pill>
            </td>
            <td className="text-xs">{dates(ad)}</td>
            <AdCountCells counts={ad} />
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
