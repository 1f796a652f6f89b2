import {
  mdiCheckCircle,
  mdiDeleteOutline,
  mdiMovieOutline,
  mdiStar,
  mdiStarOutline,
  mdiUpload,
} from '@mdi/js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { VideoBusy } from '../use-videos';
import type { VideoItem } from '../video-list';

const sizeMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** One video of the widget: poster, title (renamable), state, primary, upload, delete. */
export function VideoRow({
  item,
  primary,
  busy,
  canUpload,
  disabled,
  onRename,
  onPrimary,
  onUpload,
  onRemove,
}: {
  item: VideoItem;
  primary: boolean;
  busy: VideoBusy[string];
  canUpload: boolean;
  disabled: boolean;
  onRename: (title: string) => void;
  onPrimary: () => void;
  onUpload: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const saved = item.kind === 'remote' ? item.video.title : item.title;
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const uploading = item.kind === 'local' && item.state === 'uploading';
  const name = draft || (item.kind === 'local' ? item.file.name : item.video.title);
  const size = item.kind === 'remote' ? item.video.file_size_mb : sizeMb(item.file.size);

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-black/10 bg-surface p-3 sm:flex-row sm:items-start">
      <div className="flex h-20 w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-ink/90 text-white sm:w-32">
        {item.kind === 'remote' && item.video.thumbnail ? (
          <img src={item.video.thumbnail} alt="" className="h-full w-full object-cover" />
        ) : (
          <Icon path={mdiMovieOutline} size={32} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={titleId} className="text-xs font-medium text-muted">
              {t('listingVideos.videoTitle')}
            </label>
            <input
              id={titleId}
              value={draft}
              maxLength={200}
              disabled={disabled || uploading || busy !== undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                if (item.kind === 'local') onRename(e.target.value);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && item.kind === 'remote') {
                  e.preventDefault();
                  onRename(draft);
                }
              }}
              className="h-10 w-full rounded-md border border-black/20 px-3 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
            />
          </div>
          {item.kind === 'remote' && draft.trim() !== item.video.title && draft.trim() !== '' && (
            <Button
              variant="secondary"
              className="h-10! px-3! text-sm"
              busy={busy === 'rename'}
              onClick={() => onRename(draft)}
            >
              {t('listingVideos.saveTitle')}
            </Button>
          )}
        </div>
        <VideoState item={item} size={size} />
        <div className="flex flex-wrap gap-2">
          {primary ? (
            <span className="inline-flex h-9 items-center gap-1 rounded-full bg-accent-light px-3 text-sm font-semibold text-accent">
              <Icon path={mdiStar} size={16} />
              {t('listingVideos.primary')}
            </span>
          ) : (
            <Button
              variant="ghost"
              className="h-9! px-3! text-sm"
              disabled={disabled || uploading}
              busy={busy === 'primary'}
              onClick={onPrimary}
              aria-label={t('listingVideos.setPrimaryOf', { name })}
            >
              <Icon path={mdiStarOutline} size={16} />
              {t('listingVideos.setPrimary')}
            </Button>
          )}
          {item.kind === 'local' && canUpload && !uploading && (
            <Button
              variant="secondary"
              className="h-9! px-3! text-sm"
              disabled={disabled}
              onClick={onUpload}
              aria-label={t('listingVideos.uploadOf', { name })}
            >
              <Icon path={mdiUpload} size={16} />
              {t('listingVideos.upload')}
            </Button>
          )}
          <Button
            variant="ghost"
            className="h-9! px-3! text-sm text-error!"
            disabled={disabled && !uploading}
            busy={busy === 'delete'}
            onClick={onRemove}
            aria-label={t(uploading ? 'listingVideos.cancelOf' : 'listingVideos.deleteOf', { name })}
          >
            <Icon path={mdiDeleteOutline} size={16} />
            {t(uploading ? 'listingVideos.cancel' : 'listingVideos.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Not uploaded / uploading n % (a progress bar) / uploaded, with length and size. */
function VideoState({ item, size }: { item: VideoItem; size: number }) {
  const { t } = useTranslation();
  if (item.kind === 'remote') {
    const details = [item.video.duration_formatted, t('listingVideos.sizeMb', { size })].filter(Boolean);
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-secondary">
        <Icon path={mdiCheckCircle} size={16} />
        <span className="font-medium">{t('listingVideos.stateUploaded')}</span>
        <span className="text-muted">{details.join(' · ')}</span>
      </p>
    );
  }
  if (item.state === 'uploading') {
    return (
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('listingVideos.progressOf', { name: item.title || item.file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-primary-light"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${item.progress}%` }} />
        </div>
        <span className="w-28 shrink-0 text-right text-sm tabular-nums text-primary">
          {t('listingVideos.stateUploading', { percent: item.progress })}
        </span>
      </div>
    );
  }
  return (
    <p className={`text-sm ${item.failed ? 'text-error' : 'text-muted'}`}>
      {item.failed ? t('listingVideos.stateFailed') : t('listingVideos.stateSelected')} ·{' '}
      {t('listingVideos.sizeMb', { size })}
    </p>
  );
}
