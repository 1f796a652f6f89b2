import { mdiOpenInNew } from '@mdi/js';
import type { ApiImage } from '@shared/schemas/media';
import type { PossibleDuplicate } from '@shared/schemas/review';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { useLanguage } from './use-language';

function Photo({ image, alt, caption }: { image: ApiImage | null; alt: string; caption: string }) {
  const { t } = useTranslation();
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <div className="aspect-[4/3] overflow-hidden rounded-md bg-black/5">
        {image ? (
          <Picture
            image={image}
            alt={alt}
            sizes="(min-width: 1024px) 220px, 45vw"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">
            {t('card.noPhoto')}
          </div>
        )}
      </div>
      <figcaption className="text-xs text-muted">{caption}</figcaption>
    </figure>
  );
}

/**
 * Other publishers' listings with a photo like one of this listing's (decision 050): for each,
 * this listing's photo beside the other's, the other listing's title, publisher, status and link,
 * so that a reviewer sees a copied listing before approving it.
 */
export function ReviewDuplicates({ title, duplicates }: { title: string; duplicates: PossibleDuplicate[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section aria-label={t('admin.review.duplicates.heading')} className="flex flex-col gap-3">
      <div>
        <h4 className="font-semibold text-ink">{t('admin.review.duplicates.heading')}</h4>
        <p className="text-sm text-muted">{t('admin.review.duplicates.intro')}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {duplicates.map((other) => (
          <li
            key={other.id}
            className="grid grid-cols-2 gap-3 rounded-md border border-black/10 p-3 lg:grid-cols-[1fr_1fr_1.2fr]"
          >
            <Photo
              image={other.matched_photo}
              alt={t('admin.review.duplicates.thisPhoto', { title })}
              caption={t('admin.review.duplicates.thisListing')}
            />
            <Photo
              image={other.photo}
              alt={t('admin.review.duplicates.otherPhoto', { title: other.title })}
              caption={t('admin.review.duplicates.otherListing', { id: other.id })}
            />
            <div className="col-span-2 flex min-w-0 flex-col gap-1 text-sm lg:col-span-1">
              <a
                href={other.url}
                target="_blank"
                rel="noopener"
                className="inline-flex items-start gap-1 font-semibold text-primary hover:underline"
              >
                <span className="min-w-0">{other.title}</span>
                <Icon path={mdiOpenInNew} size={16} className="mt-0.5 shrink-0" />
                <span className="sr-only">{t('admin.review.newTab')}</span>
              </a>
              <p className="text-muted">
                {t('admin.review.duplicates.by')}{' '}
                <Link to={`/admin/agents/${other.publisher.id}`} className="text-primary hover:underline">
                  {other.publisher.full_name || other.publisher.username}
                </Link>{' '}
                (@{other.publisher.username})
              </p>
              <p className="text-muted">
                {t(`admin.review.duplicates.status.${other.status}`, { defaultValue: other.status })} ·{' '}
                {t('admin.review.duplicates.since', { date: formatDate(other.created_at, lang) })}
              </p>
              <p className="text-muted">
                {other.distance === 0
                  ? t('admin.review.duplicates.samePhoto')
                  : t('admin.review.duplicates.closePhoto', { bits: other.distance })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
