import { parseArgs } from 'node:util';
import { demoDataMessage, seedDemoData } from '../../seed';
import { countListingsCommand, generateListingsCommand } from '../../seed/generate';
import { BackupError } from '../backup/manifest';
import { closeContext, createContext } from '../boot';
import { type Config, ConfigError, loadConfig } from '../config';
import type { AppContext } from '../context';
import { DataDirectoryLockedError } from '../db/lock';
import { isEmptyDatabase } from '../db/migrate';
import { backfillPhotoHashes } from '../features/duplicates';
import { createStaff, setAgentVerified } from './accounts';
import { backupCommand, restoreCommand } from './backup';
import { listSqlCommand, timeSqlCommand } from './list-sql';
import { UsageError } from './usage-error';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                                  apply pending database migrations
  seed [--force]                           load the demo data set (only into an empty database
                                           unless --force)
  create-staff --email E --password P      create a staff user (or make an existing one staff)
               [--username U] [--name N]
  verify-agent --user ID|USERNAME|EMAIL    mark an agent verified (--undo to remove)
               [--undo]
  generate-listings [--count N]            add N synthetic listings for load tests (default
                                           100000; loads the demo data set first if empty)
  count-listings                           print the number of listings by status (JSON)
  hash-photos                              give listing photos stored before the duplicate
                                           check their perceptual hash (once; safe to repeat)
  list-sql --query "<qs>"                  print the SQL the listing search runs for a query
                                           string (JSON; several query strings: one per line)
  time-sql --query "<qs>" [--runs N]       time that SQL run directly (p50/p95, JSON)
  backup [--out FILE]                      copy DATA_DIR's embedded database, media and secret
                                           into one .tar.gz (stop the server first)
  restore FILE [--force]                   restore a backup into DATA_DIR (--force replaces
                                           what is there)

The database is the one the server uses: DATA_DIR's embedded database, or DATABASE_URL.
With DATABASE_URL, back up with pg_dump instead.`;

type Values = Record<string, string | boolean | undefined>;
type Handler = (ctx: AppContext, values: Values) => Promise<void>;
/** Commands that must not open the database the usual way (they take DATA_DIR's lock themselves). */
type StandaloneHandler = (config: Config, values: Values, positionals: string[]) => Promise<void>;

const standalone: Record<string, StandaloneHandler> = {
  backup: backupCommand,
  restore: restoreCommand,
};

const commands: Record<string, Handler> = {
  migrate: async () => {
    console.log('Migrations applied.');
  },
  seed: async (ctx, values) => {
    if (!values.force && !(await isEmptyDatabase(ctx.database))) {
      throw new UsageError('The database already holds data; use --force to add the demo data set anyway.');
    }
    console.log(demoDataMessage(await seedDemoData(ctx)));
  },
  'create-staff': async (ctx, values) => {
    const email = String(values.email ?? '');
    const password = String(values.password ?? '');
    if (!email || !password) throw new UsageError('create-staff needs --email and --password.');
    const user = await createStaff(ctx, {
      email,
      password,
      username: values.username ? String(values.username) : undefined,
      fullName: values.name ? String(values.name) : undefined,
    });
    console.log(`Staff user ${user.username} (${user.email}) is ready.`);
  },
  'verify-agent': async (ctx, values) => {
    if (!values.user) throw new UsageError('verify-agent needs --user <id, username or e-mail>.');
    const user = await setAgentVerified(ctx, String(values.user), !values.undo);
    console.log(
      `${user.username} is ${user.isVerifiedAgent ? 'now a verified agent' : 'no longer verified'}.`,
    );
  },
  'generate-listings': generateListingsCommand,
  'count-listings': countListingsCommand,
  'hash-photos': async (ctx) => {
    const { hashed, skipped } = await backfillPhotoHashes(ctx);
    console.log(`Photos hashed: ${hashed}; without a hash (plain or unreadable): ${skipped}.`);
  },
  'list-sql': listSqlCommand,
  'time-sql': timeSqlCommand,
};

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      undo: { type: 'boolean' },
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      user: { type: 'string' },
      count: { type: 'string' },
      query: { type: 'string' },
      runs: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [name] = positionals;
  const command = name ? commands[name] : undefined;
  const alone = name ? standalone[name] : undefined;
  if ((!command && !alone) || values.help) {
    console.log(USAGE);
    process.exit(command || alone || values.help ? 0 : 2);
  }
  if (alone) return alone(loadConfig(), values, positionals);
  const ctx = await createContext(loadConfig());
  try {
    await command!(ctx, values);
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirectoryLockedError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
