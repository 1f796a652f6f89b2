import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/** The audit trail of staff actions (who, what, when, before and after). */
export const auditRepository = {
  record: async (db: Db, entry: AuditEntry): Promise<void> => {
    await db.insert(auditLog).values(entry);
  },
};
