import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

export const alertFrequencyEnum = pgEnum('alert_frequency', ['instant', 'daily']);
export const alertChannelEnum = pgEnum('alert_channel', ['email', 'telegram']);
export const alertKindEnum = pgEnum('alert_kind', ['new_listing', 'price_drop']);
export const alertActionEnum = pgEnum('alert_action', ['click', 'unsubscribe']);

/**
 * A search someone saved (decision 038): the listing page's query string, kept as the canonical
 * query the API reads, so the alert matcher and the list read the same words.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Canonical query string of `GET /properties/properties/` (sort and page left out). */
    query: text().notNull(),
    frequency: alertFrequencyEnum().notNull().default('instant'),
    channels: alertChannelEnum().array().notNull().default(sql`'{email}'::alert_channel[]`),
    /** The language its alerts are written in (the one it was saved in). */
    language: text().notNull().default('en'),
    paused: boolean().notNull().default(false),
    /** When its owner last opened it ("new since your last visit"). */
    lastVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last delivery given up after its retries, shown on the saved-search screen. */
    lastFailure: text(),
    lastFailureAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/** A person's Telegram chat, linked through a one-time `/start` token (decision 039). */
export const telegramLinks = pgTable('telegram_links', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the pending one-time start token; null once used. */
  startTokenHash: text().unique(),
  startTokenExpiresAt: timestamp({ withTimezone: true }),
  chatId: bigint({ mode: 'number' }).unique(),
  linkedAt: timestamp({ withTimezone: true }),
  /** The language the bot answers in: the page's, when the person asked for the link. */
  language: text().notNull().default('en'),
});

/**
 * "A listing became public" (or "its price fell"), written in the transaction that did it: the
 * durable start of every alert. The fan-out takes each once and turns it into jobs.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: alertKindEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('alert_events_pending_idx').on(t.id).where(sql`${t.processedAt} is null`)],
);

/**
 * One message to send: one person, one listing, one channel, one kind, at most once (the unique
 * index). `dueAt` is now for instant alerts, the next 08:00 Addis Ababa time for digests. A worker
 * takes a job by setting `lockedUntil` (a lease): a process that dies mid-send leaves the job to be
 * taken again after the lease.
 */
export const alertJobs = pgTable(
  'alert_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign keys to the listing and the search (decision 053): each inserted job checked
    // them, most of the cost of a burst's 100,000 inserts. Delivery drops jobs whose listing is no
    // longer public or whose search is gone, and the staff's figures keep their history.
    propertyId: integer().notNull(),
    searchId: integer(),
    channel: alertChannelEnum().notNull(),
    kind: alertKindEnum().notNull(),
    digest: boolean().notNull().default(false),
    language: text().notNull().default('en'),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_jobs_once_key').on(t.userId, t.propertyId, t.channel, t.kind),
    index('alert_jobs_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * What people did with alerts, counted per day (Addis Ababa) and channel for the staff's
 * statistics (decision 053): a click through the counting redirect, an unsubscribe (the e-mail's
 * link, Telegram's /stop). Sends and failures are read from `alert_jobs` itself.
 */
export const alertDailyCounts = pgTable(
  'alert_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    action: alertActionEnum().notNull(),
    channel: alertChannelEnum().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.action, t.channel] })],
);
