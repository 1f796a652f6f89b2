import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** One staff action, as the audit log keeps it. */
export interface AuditRecord {
  /** The staff user who acted (null for the command line or the system). */
  actor: number | null;
  /** `<entity>.<verb>`, e.g. `agent.verify`, `advertisement.update`, `subcity.rename`. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  /** The record before and after the change, as the API names its fields (null when created). */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/**
 * Writes an audit entry. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does. Every staff action goes through here (reused by listing review).
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actor,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip ?? null,
  });
}
