import type { PropertyVideo } from '@shared/schemas/property-detail';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/translation';
import { throttledWait } from '../../lib/wait';
import { toast } from '../../ui/Toast';
import { authTransport } from '../auth';
import { deleteVideo } from './api/delete-video';
import { updateVideo } from './api/update-video';
import { uploadVideo } from './api/upload-video';
import {
  addLocal,
  patchLocal,
  pendingUploads,
  removeVideo,
  replaceWithRemote,
  setPrimaryVideo,
  type VideoList,
  videoFileProblem,
  videoListFrom,
} from './video-list';
import { readVideoMetadata } from './video-metadata';

/** Which server call is running for a video, so its buttons wait. */
export type VideoBusy = Record<string, 'rename' | 'primary' | 'delete' | undefined>;

/**
 * The video widget's state and calls (spec §4 "Video item", §7 video calls, §8 video toasts).
 * Videos need the listing's id: on a new listing they stay `selected` until the listing exists,
 * then `uploadAll(id)` sends them one after the other.
 */
export function useVideos(propertyId: number | null, initial: readonly PropertyVideo[]) {
  const { t } = useTranslation();
  const [list, setListState] = useState<VideoList>(() => videoListFrom(initial));
  const [busy, setBusy] = useState<VideoBusy>({});
  // The latest list for async steps (an upload finishing after other changes).
  const current = useRef(list);
  const setList = useCallback((change: (l: VideoList) => VideoList) => {
    current.current = change(current.current);
    setListState(current.current);
  }, []);
  const uploads = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);
  const mark = useCallback(
    (key: string, state: VideoBusy[string]) => setBusy((b) => ({ ...b, [key]: state })),
    [],
  );

  const select = useCallback(
    (files: readonly File[]) => {
      const accepted: File[] = [];
      for (const file of files) {
        const problem = videoFileProblem(file);
        if (problem?.kind === 'type') toast.error(t('listingVideos.invalidType', { type: problem.type }));
        else if (problem?.kind === 'size')
          toast.error(t('listingVideos.tooLarge', { size: problem.megabytes }));
        else accepted.push(file);
      }
      if (accepted.length) setList((l) => addLocal(l, accepted));
    },
    [setList, t],
  );

  const upload = useCallback(
    async (key: string, listingId: number | null = propertyId): Promise<boolean> => {
      const item = current.current.items.find((i) => i.key === key);
      if (item?.kind !== 'local' || item.state === 'uploading' || !listingId) return false;
      setList((l) => patchLocal(l, key, { state: 'uploading', progress: 0, failed: false }));
      const controller = new AbortController();
      uploads.current.set(key, controller);
      try {
        const metadata = await readVideoMetadata(item.file);
        const latest = current.current.items.find((i) => i.key === key);
        if (latest?.kind !== 'local') return false;
        const video = await uploadVideo(
          listingId,
          {
            file: item.file,
            title: latest.title.trim() || item.file.name,
            isPrimary: current.current.primaryKey === key,
            ...metadata,
          },
          (progress) => setList((l) => patchLocal(l, key, { progress })),
          controller.signal,
        );
        setList((l) => replaceWithRemote(l, key, video));
        toast.success(t('listingVideos.uploaded'));
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        setList((l) => patchLocal(l, key, { state: 'selected', progress: 0, failed: true }));
        const wait = throttledWait(t, error);
        // 415: a server without ffmpeg cannot remove the location from this type (decision 031).
        const unremovable = error instanceof ApiError && error.status === 415;
        toast.error(
          wait
            ? t('listingVideos.throttled', { wait })
            : t(unremovable ? 'listingVideos.locationNotRemovable' : 'listingVideos.uploadFailed'),
        );
        return false;
      } finally {
        uploads.current.delete(key);
      }
    },
    [propertyId, setList, t],
  );

  /** Uploads every waiting video, one at a time; true when all of them arrived. */
  const uploadAll = useCallback(
    async (listingId: number | null = propertyId) => {
      let ok = true;
      for (const item of pendingUploads(current.current)) {
        if (item.state === 'selected') ok = (await upload(item.key, listingId)) && ok;
      }
      return ok;
    },
    [propertyId, upload],
  );

  const rename = useCallback(
    async (key: string, title: string) => {
      const item = current.current.items.find((i) => i.key === key);
      if (!item) return;
      if (item.kind === 'local') return setList((l) => patchLocal(l, key, { title }));
      if (!propertyId || !title.trim() || title.trim() === item.video.title) return;
      mark(key, 'rename');
      try {
        const video = await updateVideo(authTransport, propertyId, item.video.id, { title: title.trim() });
        setList((l) => replaceWithRemote(l, key, { ...video, is_primary: l.primaryKey === key }));
        toast.success(t('listingVideos.titleUpdated'));
      } catch {
        toast.error(t('listingVideos.titleFailed'));
      } finally {
        mark(key, undefined);
      }
    },
    [propertyId, setList, t, mark],
  );

  const makePrimary = useCallback(
    async (key: string) => {
      const item = current.current.items.find((i) => i.key === key);
      if (!item || current.current.primaryKey === key) return;
      if (item.kind === 'local') return setList((l) => setPrimaryVideo(l, key));
      if (!propertyId) return;
      mark(key, 'primary');
      try {
        const video = await updateVideo(authTransport, propertyId, item.video.id, { is_primary: true });
        setList((l) => replaceWithRemote(setPrimaryVideo(l, key), key, video));
        toast.success(t('listingVideos.primaryUpdated'));
      } catch {
        toast.error(t('listingVideos.primaryFailed'));
      } finally {
        mark(key, undefined);
      }
    },
    [propertyId, setList, t, mark],
  );

  const remove = useCallback(
    async (key: string) => {
      const item = current.current.items.find((i) => i.key === key);
      if (!item) return;
      if (item.kind === 'local') {
        uploads.current.get(key)?.abort();
        return setList((l) => removeVideo(l, key));
      }
      if (!propertyId) return;
      mark(key, 'delete');
      try {
        await deleteVideo(authTransport, propertyId, item.video.id);
        setList((l) => removeVideo(l, key));
        toast.success(t('listingVideos.deleted'));
      } catch {
        // Spec §8: the item is kept.
        toast.error(t('listingVideos.deleteFailed'));
      } finally {
        mark(key, undefined);
      }
    },
    [propertyId, setList, t, mark],
  );

  return { list, busy, select, upload, uploadAll, rename, makePrimary, remove };
}

export type VideosController = ReturnType<typeof useVideos>;
