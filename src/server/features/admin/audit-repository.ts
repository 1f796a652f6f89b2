import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  /** A user id, or a username (any case). */
  actor?: string;
  action?: string;
}

function conditions(f: AuditFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.entityType) c.push(eq(auditLog.entityType, f.entityType));
  if (f.entityId) c.push(eq(auditLog.entityId, f.entityId));
  if (f.action) c.push(eq(auditLog.action, f.action));
  if (f.actor) {
    c.push(
      /^\d{1,9}$/.test(f.actor)
        ? eq(auditLog.actorId, Number(f.actor))
        : sql`${auditLog.actorId} in (select ${users.id} from ${users} where lower(${users.username}) = lower(${f.actor}))`,
    );
  }
  return c.length ? and(...c) : undefined;
}

/** The audit log, newest first (served by `audit_log_created_idx` and `audit_log_entity_idx`). */
export const auditRepository = {
  page: (db: Db, f: AuditFilter, limit: number, offset: number) =>
    db
      .select({
        entry: auditLog,
        actorUsername: users.username,
        actorFullName: users.fullName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(conditions(f))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),

  count: async (db: Db, f: AuditFilter) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(conditions(f));
    return row?.n ?? 0;
  },
};
