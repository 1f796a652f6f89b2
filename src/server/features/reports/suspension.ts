import type { SuspensionLifted } from '@shared/schemas/reports';
import type { AppContext } from '../../context';
import { auditRepository } from '../../lib/audit-repository';
import { AppError, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { listingsChanged } from '../properties';
import { reportsRepository as repo } from './repository';

const NOT_SUSPENDED = 'This account is not suspended.';

/**
 * `POST /admin/users/{id}/unsuspend/` (staff): lifts a suspension from the Reports queue
 * (decision 055). In one transaction the account opens again (the person signs in anew: their
 * sessions were revoked) and every listing the suspension hid gets back the status it had; the
 * listing reported when they were suspended stays taken down. A listing restored as available
 * after its freshness period expires at the next freshness pass, like any other. An account that
 * is open with nothing hidden is not suspended: 400, and nothing is written.
 */
export async function liftSuspension(
  ctx: AppContext,
  viewer: Viewer | null,
  userId: number,
  ip: string,
): Promise<SuspensionLifted> {
  const staff = requireStaff(viewer);
  const restored = await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw notFound();
    const reopened = await repo.reactivateUser(tx, userId);
    const released = await repo.releaseListingsOf(tx, userId);
    if (!reopened && !released.length) throw new AppError('validation_error', NOT_SUSPENDED);
    const ids = released.map((l) => l.id).sort((a, b) => a - b);
    await auditRepository.record(tx, {
      actorId: staff.id,
      action: 'user.unsuspend',
      entityType: 'user',
      entityId: String(userId),
      before: { is_active: !reopened },
      after: { is_active: true, listings_restored: ids },
      ip,
    });
    return released.sort((a, b) => a.id - b.id);
  });
  // The rows' change reaches the listing index through the database's notification, as any
  // write to listings does; the counts and cached answers are dropped here.
  listingsChanged(ctx);
  return { id: userId, is_active: true, listings_restored: restored };
}
