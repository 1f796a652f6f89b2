import type { AuditEntry, AuditQuery } from '@shared/schemas/admin';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { auditRepository as repo } from './audit-repository';

type Row = Awaited<ReturnType<typeof repo.page>>[number];

const present = ({ entry, actorUsername, actorFullName }: Row): AuditEntry => ({
  id: entry.id,
  actor:
    entry.actorId !== null && actorUsername !== null
      ? { id: entry.actorId, username: actorUsername, full_name: actorFullName ?? '' }
      : null,
  action: entry.action,
  entity_type: entry.entityType,
  entity_id: entry.entityId,
  before: entry.before,
  after: entry.after,
  ip: entry.ip,
  created_at: entry.createdAt.toISOString(),
});

/** `GET /admin/audit/`: who did what, when, with the record before and after (staff only). */
export async function listAudit(ctx: AppContext, viewer: Viewer | null, q: AuditQuery, url: string) {
  requireStaff(viewer);
  const db = ctx.database.db;
  const filter = { entityType: q.entity_type, entityId: q.entity_id, actor: q.actor, action: q.action };
  const [rows, count] = await Promise.all([
    repo.page(db, filter, q.page_size, (q.page - 1) * q.page_size),
    repo.count(db, filter),
  ]);
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  return { count, ...pageLinks(url, q.page, q.page_size, count), results: rows.map(present) };
}
