// Every environment variable the server reads and how each is checked; config/index.ts turns the
// parsed values into the settings of settings.ts.
import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol.replace(':', ''));
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(', ')})` },
  );

/**
 * TRUST_PROXY: `true`, `false`, or a comma-separated list of proxy addresses, CIDR ranges and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Checked here: Fastify would fail
 * later with a less helpful message (`false` used to be read as an address). A list is the safe
 * choice behind a proxy that appends to X-Forwarded-For: the client's address is the last one
 * not added by a listed proxy, so entries a client writes itself are never believed.
 */
const trustProxy = z
  .string()
  .refine(
    (v) =>
      v === 'true' ||
      v === 'false' ||
      v.split(',').every((part) => {
        const item = part.trim();
        if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
        const [address = '', bits, extra] = item.split('/');
        if (extra !== undefined || !isIP(address)) return false;
        if (bits === undefined) return true;
        return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
      }),
    { message: 'must be true, false, or a list of proxy addresses or ranges (10.0.0.1,10.1.0.0/16)' },
  )
  .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v));

/** A number of things allowed per 24 hours: a whole number from 1. */
const dailyLimit = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000)
    .default(fallback);

/** Where each social provider signs in (DESIGN §4); every URL can be overridden by the environment. */
const OAUTH_DEFAULTS = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
  },
} as const;

/** Every environment variable the server reads (DESIGN §2). All optional. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_READ_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Sefer <no-reply@sefer.et>'),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('hello@sefer.et'),
  MEDIA_STORAGE: z.enum(['local', 's3'], { message: "must be 'local' or 's3'" }).default('local'),
  // Object storage (MEDIA_STORAGE=s3, decision 045). No endpoint: AWS itself.
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, . or -)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers fetch media from (a CDN or the bucket's public address); else /media. */
  S3_PUBLIC_URL: url(['http', 'https']).optional(),
  MAP_TILE_URL: z
    .string()
    .refine((v) => /^(https?:)?\/\//.test(v) || v.startsWith('/'), {
      message: 'must be an http(s) URL or a path',
    })
    .refine((v) => v.includes('{z}') && v.includes('{x}') && /\{-?y\}/.test(v), {
      message: 'must be a tile URL template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Credit line the tile service requires (HTML allowed: it is the operator's own setting). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  // Provider endpoints: the real ones by default; override for tests or a self-hosted provider.
  GOOGLE_AUTHORIZATION_URL: url(['http', 'https']).default(OAUTH_DEFAULTS.google.authorizationUrl),
  GOOGLE_TOKEN_URL: url(['http', 'https']).default(OAUTH_DEFAULTS.google.tokenUrl),
  GOOGLE_USERINFO_URL: url(['http', 'https']).default(OAUTH_DEFAULTS.google.userinfoUrl),
  GOOGLE_ISSUER: url(['http', 'https']).default(OAUTH_DEFAULTS.google.issuer),
  FACEBOOK_AUTHORIZATION_URL: url(['http', 'https']).default(OAUTH_DEFAULTS.facebook.authorizationUrl),
  FACEBOOK_TOKEN_URL: url(['http', 'https']).default(OAUTH_DEFAULTS.facebook.tokenUrl),
  FACEBOOK_USERINFO_URL: url(['http', 'https']).default(OAUTH_DEFAULTS.facebook.userinfoUrl),
  FACEBOOK_ISSUER: url(['http', 'https']).default(OAUTH_DEFAULTS.facebook.issuer),
  DEMO_DATA: bool.optional(),
  API_CACHE_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(3600).default(10),
  // Whole pages of visitors without a session, reused from memory (decision 063); 0 turns it off.
  PAGE_CACHE_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(3600).default(10),
  // The in-memory listing index (decision 024) on or off; off, every list reads the database.
  LISTING_INDEX: bool.default(true),
  // Load shedding of page renders and the request deadline (decision 049).
  PAGE_RENDERS_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(8),
  PAGE_QUEUE_MAX: z.coerce.number({ message: 'must be a number' }).int().min(0).max(10000).default(64),
  PAGE_QUEUE_WAIT_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(60000).default(2000),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(0)
    .max(60000)
    .default(1000),
  REQUEST_DEADLINE_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(60000).default(9000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Request lines: every error and slow request, a share of the rest (lib/request-log.ts).
  REQUEST_LOG_SAMPLE: z.coerce.number({ message: 'must be a number' }).min(0).max(1).default(0.01),
  REQUEST_LOG_SLOW_MS: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .max(600000)
    .default(1000),
  TRUST_PROXY: trustProxy.optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits, or : . _ -')
    .default('sefer'),
  RATE_LIMIT_FACTOR: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10000).default(1),
  // Publishing limits per 24 hours (decision 030).
  LISTINGS_PER_DAY: dailyLimit(5),
  LISTINGS_PER_DAY_VERIFIED: dailyLimit(50),
  LISTINGS_PER_ADDRESS_PER_DAY: dailyLimit(10),
  VIDEOS_PER_DAY: dailyLimit(10),
  VIDEOS_PER_DAY_VERIFIED: dailyLimit(50),
  VIDEOS_PER_ADDRESS_PER_DAY: dailyLimit(20),
  // Listing freshness (decision 036): days without confirmation before a listing expires, days
  // before that the publisher is reminded, and how often the background run looks (0: never).
  LISTING_EXPIRY_RENT_DAYS: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .max(3650)
    .default(30),
  LISTING_EXPIRY_SALE_DAYS: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .max(3650)
    .default(90),
  LISTING_REMINDER_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(3650).default(5),
  // Reports of listings (decision 037): how many different addresses hide a listing until staff
  // decide, and how many reports one address may send per 24 hours.
  REPORTS_TO_HIDE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(3),
  REPORTS_PER_ADDRESS_PER_DAY: dailyLimit(10),
  FRESHNESS_INTERVAL_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(0)
    .max(1440)
    .default(15),
  // Telegram alerts (decision 039): without a bot token the choice is not offered.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'must be a Bot API token (123456:ABC-…)')
    .optional(),
  TELEGRAM_API_URL: url(['http', 'https']).optional(),
  /** Older name of TELEGRAM_API_URL. */
  TELEGRAM_API_BASE: url(['http', 'https']).optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{1,256}$/, 'must be 1–256 letters, digits, _ or -')
    .optional(),
  /** Whether this process runs the alert worker (every process may; jobs are taken once). */
  ALERT_WORKER: bool.default(true),
});

export type Env = z.infer<typeof envSchema>;
