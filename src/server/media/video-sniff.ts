import { VIDEO_EXTENSIONS, type VideoExtension } from '@shared/constants';

/** Container families of the accepted video types (spec §5), recognised by their first bytes. */
export type VideoContainer = 'isobmff' | 'avi' | 'asf' | 'flv' | 'ebml';

/** The container each accepted extension must hold (mp4/mov share one family, webm/mkv another). */
const CONTAINER_OF: Record<VideoExtension, VideoContainer> = {
  mp4: 'isobmff',
  mov: 'isobmff',
  avi: 'avi',
  wmv: 'asf',
  flv: 'flv',
  webm: 'ebml',
  mkv: 'ebml',
};

/** The type each extension is served with. */
export const VIDEO_CONTENT_TYPES: Record<VideoExtension, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

const EXTENSION_OF_TYPE = new Map(
  Object.entries(VIDEO_CONTENT_TYPES).map(([ext, type]) => [type, ext as VideoExtension]),
);

const ASF_GUID = Buffer.from([
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
]);
/** QuickTime files may start with an atom other than `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** ISO-BMFF brands of still images (AVIF, HEIC): the same box layout, not a video. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The container family of a file from its first bytes, or undefined when it is none of them. */
function sniffVideoContainer(head: Uint8Array): VideoContainer | undefined {
  if (head.length < 16) return undefined;
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') return IMAGE_BRANDS.has(ascii(head, 8, 12)) ? undefined : 'isobmff';
  if (QUICKTIME_ATOMS.has(box)) return 'isobmff';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return 'avi';
  if (Buffer.from(head.subarray(0, 16)).equals(ASF_GUID)) return 'asf';
  if (ascii(head, 0, 3) === 'FLV' && head[3] === 1) return 'flv';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'ebml';
  return undefined;
}

/**
 * The accepted extension of an upload, from its name, or from its declared type when the name has
 * none. `type` is what the refusal message shows ('Invalid file type: {type}', spec §5).
 */
export function videoExtension(file: { filename: string; mimetype: string }): {
  extension?: VideoExtension;
  type: string;
} {
  const dot = file.filename.lastIndexOf('.');
  const ext = dot > 0 ? file.filename.slice(dot + 1).toLowerCase() : '';
  if (ext)
    return {
      extension: (VIDEO_EXTENSIONS as readonly string[]).includes(ext) ? (ext as VideoExtension) : undefined,
      type: ext,
    };
  const byType = EXTENSION_OF_TYPE.get(file.mimetype);
  return { extension: byType, type: file.mimetype || 'unknown' };
}

/** The container family an extension names. */
export const containerOf = (extension: VideoExtension): VideoContainer => CONTAINER_OF[extension];

/** True when the first bytes are a container the extension may hold. */
export const contentMatches = (extension: VideoExtension, head: Uint8Array) =>
  sniffVideoContainer(head) === CONTAINER_OF[extension];
