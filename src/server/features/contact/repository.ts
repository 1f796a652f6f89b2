import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface NewContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

/** Keeps a Contact-page message (the mail to support may fail; the message is never lost). */
export async function insertContactMessage(db: Db, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}
