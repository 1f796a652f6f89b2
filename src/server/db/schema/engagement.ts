import { AD_PLACEMENTS, AD_TYPES, INQUIRY_CONTACT_METHODS } from '@shared/enums';
import { INQUIRY_STATES } from '@shared/leads';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { images } from './media';
import { properties } from './properties';
import { users } from './users';

export const contactMethodEnum = pgEnum('contact_method', INQUIRY_CONTACT_METHODS);
export const inquiryStateEnum = pgEnum('inquiry_state', INQUIRY_STATES);

/** A message from a signed-in user to a listing's agent or owner (DESIGN §4). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    preferredContact: contactMethodEnum().notNull().default('email'),
    message: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    /** In the receiver's inbox: new until they mark it contacted (or reply), then closed. */
    state: inquiryStateEnum().notNull().default('new'),
    /** The receiver's first action on it (marked contacted or closed, or replied): their response time. */
    firstResponseAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    index('inquiries_recipient_new_idx').on(t.recipientId).where(sql`${t.state} = 'new'`),
    index('inquiries_sender_idx').on(t.senderId, t.createdAt.desc()),
  ],
);

/** Messages from the Contact page. */
export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  fullName: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const adTypeEnum = pgEnum('ad_type', AD_TYPES);
export const adPlacementEnum = pgEnum('ad_placement', AD_PLACEMENTS);

/** A paid advertisement, shown in its placement between its start and end dates while active. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adType: adTypeEnum().notNull(),
    placement: adPlacementEnum().notNull(),
    imageId: integer().references(() => images.id, { onDelete: 'set null' }),
    altText: text().notNull().default(''),
    headline: text().notNull(),
    description: text().notNull().default(''),
    ctaText: text().notNull().default(''),
    buttonText: text().notNull().default(''),
    /** `mailto:` or `http(s)://` link. */
    targetAction: text().notNull(),
    isFeatured: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Running totals; per-day figures come from ad_events. */
    impressionsCount: bigint({ mode: 'number' }).notNull().default(0),
    clicksCount: bigint({ mode: 'number' }).notNull().default(0),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advertisements_slot_idx').on(t.placement, t.adType, t.isActive)],
);

export const adEventKindEnum = pgEnum('ad_event_kind', ['impression', 'click']);

/** One impression or click, for per-day reporting. Bots are not recorded. */
export const adEvents = pgTable(
  'ad_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adId: integer()
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    kind: adEventKindEnum().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_events_ad_time_idx').on(t.adId, t.occurredAt)],
);

/** Hero images per page type (spec: backgrounds call). */
export const backgrounds = pgTable(
  'backgrounds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pageType: text().notNull(),
    imageId: integer()
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    credit: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backgrounds_page_idx').on(t.pageType, t.isActive)],
);

/** Every staff action: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
