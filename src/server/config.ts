import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { OverloadLimits } from './lib/overload';
import type { RequestLogOptions } from './lib/request-log';

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
const envSchema = z.object({
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

/** The validated, typed configuration the whole server reads. */
export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databaseReadUrl?: string;
  databasePoolSize: number;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where messages of the Contact page are sent (the address the footer shows). */
  supportEmail: string;
  mediaStorage: 'local' | 's3';
  /** Media on disk (MEDIA_STORAGE=local); with s3 it stays the place of nothing but the backup's copy. */
  mediaDir: string;
  /** Object storage, when MEDIA_STORAGE=s3. */
  s3?: S3Config;
  mapTileUrl: string;
  mapTileAttribution: string;
  oauth: {
    google?: OAuthProviderConfig;
    facebook?: OAuthProviderConfig;
  };
  demoData: boolean;
  /** How long public listing answers may be reused (0: never). */
  apiCacheMs: number;
  /** Whether anonymous lists may be answered by the in-memory listing index (decision 024). */
  listingIndex: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Which requests write a line (lib/request-log.ts). */
  requestLog: RequestLogOptions;
  /** How much page rendering the server takes on before it answers 503 (decision 049). */
  overload: OverloadLimits;
  /** Fastify's trustProxy: which proxies may tell the client's address (X-Forwarded-For). */
  trustProxy: boolean | string;
  /** Redis shared by the API processes (rate-limit counters); without it, counters stay in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key, so that several installations can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Multiplies the points of every abuse limit (sign-in, sign-up, inquiries…). 1 in production;
   * raised for load and browser tests, which send every request from one address.
   */
  rateLimitFactor: number;
  /** How much a publisher may add per 24 hours (before RATE_LIMIT_FACTOR; staff are not limited). */
  publishingLimits: PublishingLimits;
  /** When listings expire and their publishers are reminded (decision 036). */
  freshness: FreshnessSettings;
  /** Reports of listings (decision 037). */
  reports: { toHide: number; perAddressPerDay: number };
  /** The Telegram bot of the alerts, when TELEGRAM_BOT_TOKEN is set (decision 039). */
  telegram?: TelegramConfig;
  /** Whether this process delivers alerts in the background. */
  alertWorker: boolean;
}

/** Listing freshness (decision 036). */
export interface FreshnessSettings {
  /** Days an available rental stays listed without a confirmation. */
  rentDays: number;
  /** Days an available sale stays listed without a confirmation. */
  saleDays: number;
  /** Days before expiry the publisher is asked (0: no reminder). */
  reminderDays: number;
  /** How often the background run looks for listings to remind or expire (0: never). */
  intervalMs: number;
}

export interface TelegramConfig {
  token: string;
  /** The Bot API server, `https://api.telegram.org` unless pointed elsewhere. */
  apiUrl: string;
  /** Telegram's `X-Telegram-Bot-Api-Secret-Token` the webhook requires (derived when not set). */
  webhookSecret?: string;
}

/**
 * Daily publishing limits. "Reviewed" publishers are those whose listings wait for staff review
 * (owners, agents not yet verified); per-address limits count theirs only.
 */
export interface PublishingLimits {
  /** New listings per account, for reviewed publishers. */
  listingsPerDay: number;
  /** New listings per account, for verified agents. */
  listingsPerDayVerified: number;
  /** New listings from one address, by reviewed publishers of every account there. */
  listingsPerAddressPerDay: number;
  /** Video uploads per account, for reviewed publishers. */
  videosPerDay: number;
  /** Video uploads per account, for verified agents. */
  videosPerDayVerified: number;
  /** Video uploads from one address, by reviewed publishers. */
  videosPerAddressPerDay: number;
}

/** Where media live in object storage (decision 045). */
export interface S3Config {
  /** Unset: AWS S3 itself; set: an S3-compatible server (addressed by path, not sub-domain). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Without a trailing slash. */
  publicUrl?: string;
}

/** A configured social provider: client credentials and the provider's endpoints. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** Raised when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment once, at boot. A bad value stops the start with a message
 * naming the variable and what it must be.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set" (a common way to blank a variable in compose files).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const pair = (
    id: string | undefined,
    secret: string | undefined,
    name: string,
    endpoints: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>,
  ): OAuthProviderConfig | undefined => {
    if (!id && !secret) return undefined;
    if (!id || !secret)
      throw new ConfigError(`Invalid configuration:\n  ${name}: set both the client id and the secret`);
    return { clientId: id, clientSecret: secret, ...endpoints };
  };
  const dataDir = path.resolve(e.DATA_DIR);
  const s3 = e.MEDIA_STORAGE === 's3' ? s3Config(e) : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? '',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    mediaStorage: e.MEDIA_STORAGE,
    mediaDir: path.join(dataDir, 'media'),
    s3,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    oauth: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET', {
        issuer: e.GOOGLE_ISSUER,
        authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        userinfoUrl: e.GOOGLE_USERINFO_URL,
      }),
      facebook: pair(
        e.FACEBOOK_CLIENT_ID,
        e.FACEBOOK_CLIENT_SECRET,
        'FACEBOOK_CLIENT_ID/FACEBOOK_CLIENT_SECRET',
        {
          issuer: e.FACEBOOK_ISSUER,
          authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
          tokenUrl: e.FACEBOOK_TOKEN_URL,
          userinfoUrl: e.FACEBOOK_USERINFO_URL,
        },
      ),
    },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    apiCacheMs: e.API_CACHE_SECONDS * 1000,
    listingIndex: e.LISTING_INDEX,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    publishingLimits: {
      listingsPerDay: e.LISTINGS_PER_DAY,
      listingsPerDayVerified: e.LISTINGS_PER_DAY_VERIFIED,
      listingsPerAddressPerDay: e.LISTINGS_PER_ADDRESS_PER_DAY,
      videosPerDay: e.VIDEOS_PER_DAY,
      videosPerDayVerified: e.VIDEOS_PER_DAY_VERIFIED,
      videosPerAddressPerDay: e.VIDEOS_PER_ADDRESS_PER_DAY,
    },
    reports: { toHide: e.REPORTS_TO_HIDE, perAddressPerDay: e.REPORTS_PER_ADDRESS_PER_DAY },
    freshness: {
      rentDays: e.LISTING_EXPIRY_RENT_DAYS,
      saleDays: e.LISTING_EXPIRY_SALE_DAYS,
      reminderDays: Math.min(
        e.LISTING_REMINDER_DAYS,
        e.LISTING_EXPIRY_RENT_DAYS - 1,
        e.LISTING_EXPIRY_SALE_DAYS - 1,
      ),
      intervalMs: e.FRESHNESS_INTERVAL_MINUTES * 60_000,
    },
    logLevel: e.LOG_LEVEL,
    requestLog: { sample: e.REQUEST_LOG_SAMPLE, slowMs: e.REQUEST_LOG_SLOW_MS },
    overload: {
      rendersMax: e.PAGE_RENDERS_MAX,
      queueMax: e.PAGE_QUEUE_MAX,
      queueWaitMs: e.PAGE_QUEUE_WAIT_MS,
      eventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      deadlineMs: e.REQUEST_DEADLINE_MS,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    telegram: e.TELEGRAM_BOT_TOKEN
      ? {
          token: e.TELEGRAM_BOT_TOKEN,
          apiUrl: (e.TELEGRAM_API_URL ?? e.TELEGRAM_API_BASE ?? 'https://api.telegram.org').replace(
            /\/$/,
            '',
          ),
          webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
        }
      : undefined,
    alertWorker: e.ALERT_WORKER,
  };
}

function s3Config(e: Env): S3Config {
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    problems.push(
      '  S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK’s own credentials',
    );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/**
 * Without JWT_SECRET a random secret is generated once and kept in DATA_DIR, so sign-ins survive
 * restarts on a laptop without any set-up.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
