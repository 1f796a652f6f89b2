import { VIDEO_EXTENSIONS, VIDEO_MAX_BYTES } from '@shared/constants';
import type { PropertyVideo } from '@shared/schemas/property-detail';

/**
 * The videos of a listing in the widget of spec §4: videos on the server, and files chosen here,
 * each `selected` (not uploaded) then `uploading` (with its percentage) until the server has it,
 * when it becomes a server video; a failed upload goes back to `selected`. One video is primary:
 * the first one added, and when the primary is removed, the first remaining one. Pure functions,
 * so the rules are tested without a browser.
 */
export type VideoItem =
  | { key: string; kind: 'remote'; video: PropertyVideo }
  | {
      key: string;
      kind: 'local';
      file: File;
      title: string;
      state: 'selected' | 'uploading';
      /** 0–100 while uploading. */
      progress: number;
      /** The last upload failed (shown until the next attempt). */
      failed: boolean;
    };

export interface VideoList {
  items: VideoItem[];
  primaryKey: string | null;
}

let counter = 0;

export function videoListFrom(videos: readonly PropertyVideo[]): VideoList {
  const items = videos.map((video): VideoItem => ({ key: `video-${video.id}`, kind: 'remote', video }));
  const primary = items.find((i) => i.kind === 'remote' && i.video.is_primary) ?? items[0];
  return { items, primaryKey: primary?.key ?? null };
}

/** A file name without its extension: the default title of a video. */
const titleFromFile = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 200);

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why a file cannot be uploaded as a video (spec §5), or null when it can. */
export function videoFileProblem(
  file: File,
): { kind: 'type'; type: string } | { kind: 'size'; megabytes: number } | null {
  const extension = extensionOf(file.name);
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension) || !/^video\/|^$/.test(file.type)) {
    return { kind: 'type', type: file.type || extension || file.name };
  }
  if (file.size > VIDEO_MAX_BYTES) {
    return { kind: 'size', megabytes: Math.round((file.size / 1024 / 1024) * 10) / 10 };
  }
  return null;
}

/** Adds chosen files (already checked) as `selected`; the first video of an empty list is primary. */
export function addLocal(list: VideoList, files: readonly File[]): VideoList {
  const added = files.map(
    (file): VideoItem => ({
      key: `local-${++counter}`,
      kind: 'local',
      file,
      title: titleFromFile(file.name),
      state: 'selected',
      progress: 0,
      failed: false,
    }),
  );
  const items = [...list.items, ...added];
  return { items, primaryKey: list.primaryKey ?? items[0]?.key ?? null };
}

/** Removes a video; when it was primary, the first remaining one becomes primary. */
export function removeVideo(list: VideoList, key: string): VideoList {
  const items = list.items.filter((i) => i.key !== key);
  return { items, primaryKey: list.primaryKey === key ? (items[0]?.key ?? null) : list.primaryKey };
}

export function setPrimaryVideo(list: VideoList, key: string): VideoList {
  return list.items.some((i) => i.key === key) ? { ...list, primaryKey: key } : list;
}

/** Changes one local item (title, state, progress). */
export function patchLocal(
  list: VideoList,
  key: string,
  patch: Partial<Pick<Extract<VideoItem, { kind: 'local' }>, 'title' | 'state' | 'progress' | 'failed'>>,
): VideoList {
  return {
    ...list,
    items: list.items.map((i) => (i.key === key && i.kind === 'local' ? { ...i, ...patch } : i)),
  };
}

/** A server video replaces its item (after an upload, a rename or a change of primary). */
export function replaceWithRemote(list: VideoList, key: string, video: PropertyVideo): VideoList {
  const items = list.items.map((i): VideoItem => (i.key === key ? { key, kind: 'remote', video } : i));
  return { items, primaryKey: video.is_primary ? key : list.primaryKey };
}

/** The items still waiting to be uploaded, in order. */
export const pendingUploads = (list: VideoList) =>
  list.items.filter((i): i is Extract<VideoItem, { kind: 'local' }> => i.kind === 'local');
