import type { Config } from '../config';
import { LocalStorage, type MediaStorage } from './storage';

/**
 * The media store MEDIA_STORAGE names: DATA_DIR/media, or the S3 bucket (decision 045). The bucket
 * store is loaded only when asked for: the AWS SDK is ~27 MB of a server's memory (decision 059).
 */
export async function createStorage(config: Config): Promise<MediaStorage> {
  if (!config.s3) return new LocalStorage(config.mediaDir);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config.s3);
}
