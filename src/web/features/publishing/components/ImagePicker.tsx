import { mdiArrowLeft, mdiArrowRight, mdiClose, mdiImagePlus, mdiStar, mdiStarOutline } from '@mdi/js';
import { MAX_PROPERTY_IMAGES } from '@shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import {
  addFiles,
  byContent,
  type Gallery,
  type GalleryItem,
  moveItem,
  removeItem,
  setPrimary,
} from '../gallery';

/**
 * The photos of a listing (spec §5: required, at most 10, images only): previews in gallery
 * order, each can move earlier or later, become the cover, or go. Files can be chosen or
 * dropped. Buttons rather than drag-and-drop for the order, so it works by keyboard and on phones.
 */
export function ImagePicker({
  gallery,
  onChange,
  error,
  disabled = false,
}: {
  gallery: Gallery;
  onChange: (gallery: Gallery) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const [notice, setNotice] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const full = gallery.items.length >= MAX_PROPERTY_IMAGES;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const { pictures, others } = await byContent(files);
    const result = addFiles(gallery, pictures);
    const refused = [...others, ...result.notImages];
    const messages: string[] = [];
    if (refused.length) {
      messages.push(t('listingForm.notImages', { names: refused.map((f) => f.name).join(', ') }));
    }
    if (result.overLimit > 0) messages.push(t('validation.maxImages'));
    setNotice(messages);
    onChange(result.gallery);
  };

  const shown = [...notice, ...(error && !notice.includes(error) ? [error] : [])];
  return (
    <section aria-labelledby={headingId} aria-describedby={shown.length ? errorId : undefined}>
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('listingForm.photos')}
          </h2>
          <p className="text-sm text-muted">
            {t('listingForm.photosHint', { count: gallery.items.length, max: MAX_PROPERTY_IMAGES })}
          </p>
        </div>
      </div>
      {shown.length > 0 && (
        <div id={errorId} role="alert" className="mb-2 flex flex-col gap-1 text-sm text-error">
          {shown.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {gallery.items.map((item, index) => (
          <PhotoTile
            key={item.key}
            item={item}
            index={index}
            count={gallery.items.length}
            primary={gallery.primaryKey === item.key}
            disabled={disabled}
            onMove={(delta) => onChange(moveItem(gallery, item.key, delta))}
            onPrimary={() => onChange(setPrimary(gallery, item.key))}
            onRemove={() => {
              setNotice([]);
              onChange(removeItem(gallery, item.key));
            }}
          />
        ))}
        {!full && (
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => input.current?.click()}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(false);
                if (!disabled) void add(Array.from(e.dataTransfer.files));
              }}
              className={`flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-2 text-center text-sm font-medium transition-colors disabled:opacity-50 ${
                dragging
                  ? 'border-primary bg-primary-light text-primary'
                  : error
                    ? 'border-error text-error'
                    : 'border-black/20 text-muted hover:border-primary hover:text-primary'
              }`}
            >
              <Icon path={mdiImagePlus} size={32} />
              {t('listingForm.addPhotos')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('listingForm.addPhotos')}
        onChange={(e) => {
          void add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </section>
  );
}

/** A chosen file's preview; the object URL is released when the tile goes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

function PhotoTile({
  item,
  index,
  count,
  primary,
  disabled,
  onMove,
  onPrimary,
  onRemove,
}: {
  item: GalleryItem;
  index: number;
  count: number;
  primary: boolean;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
  onPrimary: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const preview = useObjectUrl(item.kind === 'new' ? item.file : null);
  const src = item.kind === 'existing' ? item.image.image : preview;
  const n = index + 1;
  const tool =
    'flex h-9 w-9 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-30';
  return (
    <li
      className={`relative overflow-hidden rounded-lg bg-background ${primary ? 'ring-3 ring-accent' : ''}`}
      aria-label={t(primary ? 'listingForm.photoCover' : 'listingForm.photoN', { n, count })}
    >
      <div className="aspect-[4/3]">
        {src && (
          <img
            src={src}
            alt={t('listingForm.photoN', { n, count })}
            className="h-full w-full object-cover"
            style={item.kind === 'existing' ? { backgroundColor: item.image.color ?? undefined } : undefined}
          />
        )}
      </div>
      {primary && (
        <span className="absolute top-2 left-2 rounded bg-accent px-2 py-0.5 text-xs font-semibold text-white">
          {t('listingForm.cover')}
        </span>
      )}
      <button
        type="button"
        className={`${tool} absolute top-1.5 right-1.5`}
        disabled={disabled}
        onClick={onRemove}
        aria-label={t('listingForm.removePhoto', { n })}
      >
        <Icon path={mdiClose} size={18} />
      </button>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-black/60 to-transparent p-1.5 pt-6">
        <button
          type="button"
          className={tool}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('listingForm.movePhotoEarlier', { n })}
        >
          <Icon path={mdiArrowLeft} size={18} />
        </button>
        <button
          type="button"
          className={`${tool} w-auto! gap-1 rounded-full! px-2 text-xs font-semibold`}
          disabled={disabled || primary}
          onClick={onPrimary}
          aria-pressed={primary}
          aria-label={t('listingForm.makeCover', { n })}
        >
          <Icon path={primary ? mdiStar : mdiStarOutline} size={16} />
          <span className="hidden sm:inline">{t('listingForm.cover')}</span>
        </button>
        <button
          type="button"
          className={tool}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('listingForm.movePhotoLater', { n })}
        >
          <Icon path={mdiArrowRight} size={18} />
        </button>
      </div>
    </li>
  );
}
