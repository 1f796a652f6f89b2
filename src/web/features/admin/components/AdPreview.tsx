import { useTranslation } from '../../../lib/translation';

/** How the ad will read: picture, headline, description, call to action and button. */
export function AdPreview({
  image,
  alt,
  headline,
  description,
  cta,
  button,
}: {
  image: string | null;
  alt: string;
  headline: string;
  description: string;
  cta: string;
  button: string;
}) {
  const { t } = useTranslation();
  return (
    <figure className="overflow-hidden rounded-lg bg-surface shadow-card">
      <figcaption className="border-b border-black/10 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('admin.ads.form.preview')}
      </figcaption>
      {image ? (
        <img src={image} alt={alt} className="aspect-[3/1] w-full object-cover" />
      ) : (
        <div className="flex aspect-[3/1] w-full items-center justify-center bg-background text-sm text-muted">
          {t('admin.ads.noImage')}
        </div>
      )}
      <div className="flex flex-col gap-1 p-4">
        <p className="text-lg font-bold">{headline || t('admin.ads.form.previewHeadline')}</p>
        {description && <p className="text-sm text-muted">{description}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {cta && <span className="text-sm font-semibold text-primary">{cta}</span>}
          {button && (
            <span className="inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-semibold text-white">
              {button}
            </span>
          )}
        </div>
      </div>
    </figure>
  );
}
