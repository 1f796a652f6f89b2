import { mdiMovieOpenOutline, mdiUpload } from '@mdi/js';
import { VIDEO_EXTENSIONS, VIDEO_MAX_BYTES } from '@shared/constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Icon } from '../../../ui/Icon';
import type { VideosController } from '../use-videos';
import { pendingUploads, type VideoItem } from '../video-list';
import { VideoRow } from './VideoRow';

const ACCEPT = ['video/*', ...VIDEO_EXTENSIONS.map((e) => `.${e}`)].join(',');

/**
 * The video widget of spec §4: choose several videos; each is listed as not uploaded, then
 * uploading with its percentage, then uploaded; rename, set primary, delete. On a new listing the
 * videos wait for the listing to be saved (they need its id); on an existing one each can be
 * uploaded at once.
 */
export function VideoManager({
  videos,
  canUpload,
  disabled = false,
}: {
  videos: VideosController;
  /** The listing exists, so videos can be uploaded now. */
  canUpload: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const { list } = videos;
  const waiting = pendingUploads(list).filter((i) => i.state === 'selected');
  // A video on the server is deleted there at once: ask first, as for a listing. A file not yet
  // sent (or an upload being cancelled) goes without asking; nothing is lost.
  const [confirming, setConfirming] = useState<Extract<VideoItem, { kind: 'remote' }> | null>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('listingVideos.title')}
          </h2>
          <p className="text-sm text-muted">
            {t('listingVideos.rules', {
              types: VIDEO_EXTENSIONS.join(', ').toUpperCase(),
              max: VIDEO_MAX_BYTES / 1024 / 1024,
            })}
          </p>
          {!canUpload && <p className="text-sm text-muted">{t('listingVideos.afterSave')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {canUpload && waiting.length > 1 && (
            <Button variant="secondary" disabled={disabled} onClick={() => void videos.uploadAll()}>
              <Icon path={mdiUpload} size={18} />
              {t('listingVideos.uploadAll', { count: waiting.length })}
            </Button>
          )}
          <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
            <Icon path={mdiMovieOpenOutline} size={18} />
            {t('listingVideos.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label={t('listingVideos.choose')}
            onChange={(event) => {
              videos.select(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-black/20 px-4 py-6 text-center text-sm text-muted">
          {t('listingVideos.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item) => (
            <VideoRow
              key={item.key}
              item={item}
              primary={list.primaryKey === item.key}
              busy={videos.busy[item.key]}
              canUpload={canUpload}
              disabled={disabled}
              onRename={(title) => void videos.rename(item.key, title)}
              onPrimary={() => void videos.makePrimary(item.key)}
              onUpload={() => void videos.upload(item.key)}
              onRemove={() => (item.kind === 'remote' ? setConfirming(item) : void videos.remove(item.key))}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('listingVideos.confirmDelete')}
        confirmLabel={t('listingVideos.delete')}
        cancelLabel={t('listingVideos.cancel')}
        onConfirm={() => {
          if (confirming) void videos.remove(confirming.key);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.video.title}
      </ConfirmDialog>
    </section>
  );
}
