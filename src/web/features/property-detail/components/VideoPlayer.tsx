import { mdiAlertCircleOutline, mdiImageOutline, mdiPlayCircleOutline } from '@mdi/js';
import type { PropertyVideo } from '@shared/schemas/property-detail';
import { useEffect, useRef, useState } from 'react';
import { useDataSaver } from '../../../lib/data-saver';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/**
 * The listing's videos (spec §2): the main one with the browser's controls, its title, length and
 * size; a list to switch between them when there are several, the primary one tagged. Nothing
 * plays or downloads until the visitor presses play (`preload="none"`: data is expensive), and a
 * format the browser cannot play is said plainly, with a download link instead. Saving data, the
 * poster and the thumbnails wait for a tap too (decision 046).
 */
export default function VideoPlayer({ videos }: { videos: PropertyVideo[] }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(() => (videos.find((v) => v.is_primary) ?? videos[0])?.id);
  const video = videos.find((v) => v.id === selectedId) ?? videos[0];
  const saveData = useDataSaver();
  const [asked, setAsked] = useState(false);
  const pictures = !saveData || asked;
  if (!video) return null;
  const name = (v: PropertyVideo) => v.title || t('detail.video.untitled', { n: videos.indexOf(v) + 1 });
  return (
    <div className="flex flex-col gap-3">
      <MainVideo key={video.id} video={video} poster={pictures} />
      {!pictures && videos.some((v) => v.thumbnail) && (
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="flex items-center gap-2 self-start rounded-md border border-black/10 px-3 py-2 text-sm font-medium hover:border-primary"
        >
          <Icon path={mdiImageOutline} size={18} />
          {t('dataSaver.showVideoPictures')}
        </button>
      )}
      <div>
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {name(video)}
          {video.is_primary && <PrimaryTag />}
        </p>
        <p className="text-sm text-muted">
          <VideoFacts video={video} />
        </p>
      </div>
      {videos.length > 1 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('detail.video.list')}>
          {videos.map((v) => (
            <li key={v.id}>
              <button
                type="button"
                onClick={() => setSelectedId(v.id)}
                aria-current={v.id === video.id ? 'true' : undefined}
                aria-label={t('detail.video.choose', { title: name(v) })}
                className={`flex w-full flex-col overflow-hidden rounded-md border-2 bg-surface text-left ${
                  v.id === video.id ? 'border-primary' : 'border-transparent hover:border-primary/40'
                }`}
              >
                <span className="relative flex aspect-video w-full items-center justify-center bg-ink/80 text-white">
                  {pictures && v.thumbnail && (
                    <img
                      src={v.thumbnail}
                      alt=""
                      loading="lazy"
                      className="absolute inset-0 h-full w-full object-cover"
                    />
                  )}
                  <Icon path={mdiPlayCircleOutline} size={36} className="relative drop-shadow" />
                  {v.is_primary && (
                    <span className="absolute top-1 left-1">
                      <PrimaryTag />
                    </span>
                  )}
                </span>
                <span className="truncate px-2 pt-1 text-sm font-medium">{name(v)}</span>
                <span className="px-2 pb-1 text-xs text-muted">
                  <VideoFacts video={v} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MainVideo({ video, poster }: { video: PropertyVideo; poster: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [unplayable, setUnplayable] = useState(false);
  // The browser says up front when it cannot play a type (AVI, WMV, FLV in most browsers).
  useEffect(() => {
    const el = ref.current;
    if (el && typeof el.canPlayType === 'function' && el.canPlayType(video.content_type) === '')
      setUnplayable(true);
  }, [video.content_type]);

  if (unplayable) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-ink p-4 text-center text-white">
        <Icon path={mdiAlertCircleOutline} size={40} />
        <p role="status">{t('detail.video.formatUnsupported')}</p>
        <a href={video.video} download className="font-semibold text-primary-light underline">
          {t('detail.video.download', { mb: video.file_size_mb })}
        </a>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded listing videos come without caption tracks.
    <video
      ref={ref}
      controls
      preload="none"
      playsInline
      poster={(poster && video.thumbnail) || undefined}
      className="aspect-video w-full rounded-lg bg-black"
      aria-label={video.title || t('detail.video.title')}
    >
      <source src={video.video} type={video.content_type} onError={() => setUnplayable(true)} />
      {t('detail.video.unsupported')}
    </video>
  );
}

function PrimaryTag() {
  const { t } = useTranslation();
  return (
    <span className="rounded bg-accent px-2 py-0.5 text-xs font-semibold text-white">
      {t('detail.video.primary')}
    </span>
  );
}

/** "1:15 · 12.4 MB" (the length is left out when nobody could measure it). */
function VideoFacts({ video }: { video: PropertyVideo }) {
  const { t } = useTranslation();
  return (
    <>
      {video.duration_formatted && <span className="tabular-nums">{video.duration_formatted} · </span>}
      {t('detail.video.size', { mb: video.file_size_mb })}
    </>
  );
}
