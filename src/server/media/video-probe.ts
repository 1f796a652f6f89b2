import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

/**
 * Duration and poster frame of an uploaded video with ffprobe/ffmpeg, when both are on PATH
 * (DESIGN §1). Without them the uploading browser supplies both (it reads `duration` and draws a
 * frame to a canvas), and the server takes its word for the duration.
 */
export interface VideoTools {
  /** Seconds, or null when the container does not say; throws when the file is not a video. */
  duration(file: string): Promise<number | null>;
  /** A JPEG of the frame at `seconds`, or null when none could be drawn. */
  poster(file: string, seconds: number): Promise<Buffer | null>;
  /**
   * Copies the picture and sound of `input` into `output` (container `format`, as ffmpeg names
   * it) without re-encoding and without any metadata: no global, stream or chapter tags (where a
   * location is kept), no data or subtitle tracks. Throws when ffmpeg cannot.
   */
  removeMetadata(input: string, output: string, format: string): Promise<void>;
}

const TIMEOUT_MS = 30_000;
const MAX_POSTER_BYTES = 10 * 1024 * 1024;

async function onPath(name: string, pathEnv: string): Promise<string | undefined> {
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function run(file: string, args: string[], encoding: 'utf8' | 'buffer') {
  return new Promise<string | Buffer>((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: TIMEOUT_MS, maxBuffer: MAX_POSTER_BYTES, encoding, windowsHide: true },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

/** ffprobe and ffmpeg from PATH, or undefined when either is missing. */
export async function findVideoTools(pathEnv = process.env.PATH ?? ''): Promise<VideoTools | undefined> {
  const [ffprobe, ffmpeg] = await Promise.all([onPath('ffprobe', pathEnv), onPath('ffmpeg', pathEnv)]);
  if (!ffprobe || !ffmpeg) return undefined;
  return {
    async duration(file) {
      const out = await run(
        ffprobe,
        ['-v', 'error', '-show_entries', 'format=duration', '-of', 'json', file],
        'utf8',
      );
      const parsed = JSON.parse(String(out)) as { format?: { duration?: string } };
      const seconds = Number(parsed.format?.duration);
      return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
    },
    async poster(file, seconds) {
      try {
        const out = await run(
          ffmpeg,
          [
            '-v',
            'error',
            '-ss',
            seconds.toFixed(2),
            '-i',
            file,
            '-frames:v',
            '1',
            '-f',
            'image2pipe',
            '-vcodec',
            'mjpeg',
            '-',
          ],
          'buffer',
        );
        return Buffer.isBuffer(out) && out.length > 0 ? out : null;
      } catch {
        return null;
      }
    },
    async removeMetadata(input, output, format) {
      await run(
        ffmpeg,
        [
          ['-v', 'error', '-y', '-i', input],
          // Picture (not cover art) and sound only: timed metadata and text tracks can carry GPS.
          ['-map', '0:V?', '-map', '0:a?', '-c', 'copy', '-dn', '-sn'],
          ['-map_metadata', '-1', '-map_chapters', '-1'],
          // No "encoder" tag either; MP4 and QuickTime get their index first, for playback while loading.
          ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
          format === 'mp4' || format === 'mov' ? ['-movflags', '+faststart'] : [],
          ['-f', format, output],
        ].flat(),
        'utf8',
      );
    },
  };
}
