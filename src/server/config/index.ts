// The server's configuration (DESIGN §2): the environment schema is in env-schema.ts, the typed
// settings it becomes in settings.ts; this entry reads the environment into them once, at boot.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Env, envSchema } from './env-schema';
import type { Config, OAuthProviderConfig, S3Config } from './settings';

export type { Env } from './env-schema';
export type {
  Config,
  FreshnessSettings,
  OAuthProviderConfig,
  PublishingLimits,
  S3Config,
  TelegramConfig,
} from './settings';

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
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
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
