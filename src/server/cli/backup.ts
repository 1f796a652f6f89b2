import { createBackup } from '../backup/create';
import { restoreBackup } from '../backup/restore';
import type { Config } from '../config';
import { UsageError } from './usage-error';

type Values = Record<string, string | boolean | undefined>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `backup [--out FILE]`: the embedded database, media and secret into one archive. */
export async function backupCommand(config: Config, values: Values): Promise<void> {
  const { file, manifest } = await createBackup({
    config,
    out: typeof values.out === 'string' ? values.out : undefined,
  });
  const rows = Object.values(manifest.database.tables).reduce((n, t) => n + t.rows, 0);
  const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
  console.log(
    `Backup written to ${file}\n` +
      `  ${Object.keys(manifest.database.tables).length} tables, ${rows} rows; ` +
      `${manifest.media.files} media files (${megabytes(manifest.media.bytes)}); ` +
      `${megabytes(bytes)} before compression.`,
  );
}

/** `restore FILE [--force]`: a backup into DATA_DIR. */
export async function restoreCommand(config: Config, values: Values, positionals: string[]): Promise<void> {
  const file = positionals[1];
  if (!file) throw new UsageError('restore needs the backup file: npm run cli -- restore FILE [--force]');
  const manifest = await restoreBackup({ config, file, force: Boolean(values.force) });
  console.log(
    `Restored the backup of ${manifest.created_at} into ${config.dataDir}: ` +
      `${manifest.media.files} media files, every table checked. Start the server as usual.`,
  );
}
