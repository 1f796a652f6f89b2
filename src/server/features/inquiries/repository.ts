import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inquiries, properties, users } from '../../db/schema';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

/** An inquiry with its listing's title and both people's names. */
const inquiryColumns = {
  inquiry: inquiries,
  propertyTitle: properties.title,
  senderName: sender.fullName,
  senderUsername: sender.username,
  recipientName: recipient.fullName,
  recipientUsername: recipient.username,
};

export type InquiryRow = Awaited<ReturnType<typeof inquiriesRepository.page>>[number];

/** Inquiries between users about listings. */
export const inquiriesRepository = {
  /** The sender's account: defaults for name and e-mail, and a Telegram name to pass on. */
  account: async (db: Db, id: number) => {
    const [row] = await db
      .select({
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        phoneNumber: users.phoneNumber,
        telegramUsername: users.telegramUsername,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  /** Who receives inquiries about a listing: its agent, else its owner. */
  recipientOf: async (db: Db, propertyId: number) => {
    const [row] = await db
      .select({ id: users.id, email: users.email, fullName: users.fullName, isActive: users.isActive })
      .from(properties)
      .innerJoin(users, eq(users.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
      .where(eq(properties.id, propertyId));
    return row;
  },

  insert: async (db: Db, values: typeof inquiries.$inferInsert): Promise<number> => {
    const [row] = await db.insert(inquiries).values(values).returning({ id: inquiries.id });
    return row!.id;
  },

  /** One page of a user's received (`recipient`) or sent (`sender`) inquiries, newest first. */
  page: (db: Db, side: 'recipient' | 'sender', userId: number, limit: number, offset: number) =>
    db
      .select(inquiryColumns)
      .from(inquiries)
      .innerJoin(sender, eq(sender.id, inquiries.senderId))
      .innerJoin(recipient, eq(recipient.id, inquiries.recipientId))
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(eq(side === 'recipient' ? inquiries.recipientId : inquiries.senderId, userId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset(offset),

  count: async (db: Db, side: 'recipient' | 'sender', userId: number): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(inquiries)
      .where(eq(side === 'recipient' ? inquiries.recipientId : inquiries.senderId, userId));
    return row?.n ?? 0;
  },

  one: async (db: Db, id: number) => {
    const [row] = await db
      .select(inquiryColumns)
      .from(inquiries)
      .innerJoin(sender, eq(sender.id, inquiries.senderId))
      .innerJoin(recipient, eq(recipient.id, inquiries.recipientId))
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(eq(inquiries.id, id));
    return row;
  },
};
