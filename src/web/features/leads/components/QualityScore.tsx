import { listingQuality, type QualityInput } from '@shared/listing-quality';
import { useTranslation } from '../../../lib/translation';

/** The listing's quality and the fixes that raise it, biggest gain first (decision 041). */
export function QualityScore({ listing }: { listing: QualityInput }) {
  const { t } = useTranslation();
  const { score, fixes } = listingQuality(listing);
  const colour = score >= 80 ? 'bg-success' : score >= 50 ? 'bg-primary' : 'bg-accent';
  return (
    <details className="rounded-md border border-ink/15 text-sm" data-testid="listing-quality">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3">
        <span className="font-semibold">{t('leads.quality.score', { score })}</span>
        <span className="h-2 flex-1 rounded bg-background" aria-hidden="true">
          <span className={`block h-2 rounded ${colour}`} style={{ width: `${score}%` }} />
        </span>
      </summary>
      <div className="px-3 pb-3">
        {fixes.length === 0 ? (
          <p className="text-muted">{t('leads.quality.perfect')}</p>
        ) : (
          <>
            <p className="mb-1 font-semibold">{t('leads.quality.howTo')}</p>
            <ul className="flex flex-col gap-1">
              {fixes.map((fix) => (
                <li key={fix.key} className="flex justify-between gap-2">
                  <span>
                    {fix.key === 'photos'
                      ? t('leads.quality.fixes.photos', { count: fix.missing })
                      : fix.key === 'sharpPhotos'
                        ? t('leads.quality.fixes.sharpPhotos', { count: fix.count })
                        : t(`leads.quality.fixes.${fix.key}`)}
                  </span>
                  <span className="shrink-0 font-semibold text-success">+{fix.points}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
