// The typed settings the whole server reads; loadConfig (config/index.ts) builds them from the environment.
import type { OverloadLimits } from '../lib/overload';
import type { RequestLogOptions } from '../lib/request-log';
import type { Env } from './env-schema';

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
  /** How long a visitor's page (no session) is reused from memory; 0: never (decision 063). */
  pageCacheMs: number;
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
