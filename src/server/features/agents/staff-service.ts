import type { PropertyStatus } from '@shared/enums';
import type { AdminListing } from '@shared/schemas/admin';
import type { AgentVerification } from '@shared/schemas/users';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { pageLinks } from '../../lib/pagination';
import { invalidateResponses } from '../../lib/response-cache';
import type { Viewer } from '../../lib/viewer';
import { recordAudit } from '../admin';
import { revisionsRepository } from '../revisions';
import { adminUsersRepository } from '../users';
import { type AgentVerificationRow, adminAgentsRepository as repo } from './staff-repository';

const present = (row: AgentVerificationRow): AgentVerification => ({
  id: row.id,
  username: row.username,
  full_name: row.fullName,
  is_agent: row.isAgent,
  is_verified_agent: row.isVerifiedAgent,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  verified_by: row.verifiedById,
});

/** What the audit log keeps of a verification, before and after. */
const snapshot = (row: AgentVerificationRow) => ({
  is_verified_agent: row.isVerifiedAgent,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  verified_by: row.verifiedById,
});

/**
 * `POST /admin/agents/{id}/verify/` and `/unverify/` (staff only). Sets the badge the public sees
 * (spec §6) and records who did it. A change is audited; asking for the current state changes
 * nothing and writes nothing.
 */
export async function setAgentVerification(
  ctx: AppContext,
  viewer: Viewer | null,
  agentId: number,
  verified: boolean,
  ip: string,
): Promise<AgentVerification> {
  const staff = requireStaff(viewer);
  const result = await ctx.database.db.transaction(async (tx) => {
    const before = await repo.lock(tx, agentId);
    if (!before?.isAgent) throw notFound();
    if (before.isVerifiedAgent === verified) return { changed: false, answer: present(before) };
    await repo.setVerification(tx, agentId, verified ? staff.id : null);
    const after = (await repo.lock(tx, agentId))!;
    await recordAudit(tx, {
      actor: staff.id,
      action: verified ? 'agent.verify' : 'agent.unverify',
      entityType: 'user',
      entityId: agentId,
      before: snapshot(before),
      after: snapshot(after),
      ip,
    });
    return { changed: true, answer: present(after) };
  });
  // The badge shows on the public profile and listing cards at once, not after the cache expires.
  if (result.changed) invalidateResponses(ctx);
  return result.answer;
}

/** `GET /admin/agents/{id}/listings/`: every listing of an agent (or any user), any state. */
export async function agentListings(
  ctx: AppContext,
  viewer: Viewer | null,
  agentId: number,
  q: { status?: PropertyStatus; page: number; page_size: number },
  url: string,
) {
  requireStaff(viewer);
  const db = ctx.database.db;
  if (!(await adminUsersRepository.byId(db, agentId))) throw notFound();
  const [rows, count] = await Promise.all([
    repo.listings(db, agentId, q.status, q.page_size, (q.page - 1) * q.page_size),
    repo.countListings(db, agentId, q.status),
  ]);
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  const changes = await revisionsRepository.ofListings(
    db,
    rows.map((r) => r.property.id),
  );
  const waiting = new Set(changes.filter((c) => c.state === 'pending').map((c) => c.propertyId));
  const results = rows.map(
    ({ property: p, subcity, city }): AdminListing => ({
      id: p.id,
      title: p.title,
      status: p.status,
      review_state: p.reviewState,
      rejection_reason: p.reviewState === 'rejected' ? p.reviewNote : null,
      change_waiting: waiting.has(p.id),
      listing_type: p.listingType,
      property_type: p.propertyType,
      price: p.price,
      is_featured: p.isFeatured,
      featured_until: p.featuredUntil?.toISOString() ?? null,
      subcity,
      city,
      views_count: p.viewsCount,
      created_at: p.createdAt.toISOString(),
    }),
  );
  return { count, ...pageLinks(url, q.page, q.page_size, count), results };
}
