import type { Config } from '../config';
import { S3Storage } from './s3-storage';
import { LocalStorage, type MediaStorage } from './storage';

/** The media store MEDIA_STORAGE names: DATA_DIR/media, or the S3 bucket (decision 045). */
export function createStorage(config: Config): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.mediaDir);
}
