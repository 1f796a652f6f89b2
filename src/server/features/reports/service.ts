import { createHmac } from 'node:crypto';
import { isPublicStatus } from '@shared/listing-query';
import type { ReportReason } from '@shared/reports';
import type { DecideReportBody, ReportedListing, ReportListingBody } from '@shared/schemas/reports';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { auditRepository } from '../../lib/audit-repository';
import { fieldError, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { tokensRepository } from '../auth';
import { listingsChanged } from '../properties';
import { listingRejectedEmail } from '../review';
import { reportOutcomeEmail } from './emails';
import { type ReportedListingRow, reportsRepository as repo } from './repository';

/** A person or an address as reports count them: hashed with the server's secret, never stored plain. */
const keyOf = (secret: string, what: string) =>
  createHmac('sha256', secret).update(`sefer.report.v1\n${what}`).digest('base64url');

/**
 * `POST /properties/properties/{id}/report/`, signed in or not (decision 037). One open report per
 * person and listing (a repeat is thanked and changes nothing). When reports from
 * `REPORTS_TO_HIDE` different addresses are open, a listing on the market waits hidden
 * (`reported`, a private status) until staff decide.
 */
export async function reportListing(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: ReportListingBody,
  ip: string,
) {
  const message = body.message.trim();
  if (body.reason === 'other' && !message)
    throw fieldError('message', 'Say what is wrong with this listing.');
  const secret = ctx.config.jwtSecret;
  const address = keyOf(secret, `address:${addressKey(ip)}`);
  const hidden = await ctx.database.db.transaction(async (tx) => {
    const listing = await repo.lockListing(tx, id);
    if (!listing || !isPublicStatus(listing.status)) throw notFound('Property not found.');
    const added = await repo.insert(tx, {
      propertyId: id,
      reason: body.reason,
      message,
      reporterId: viewer?.id ?? null,
      reporterKey: viewer ? keyOf(secret, `user:${viewer.id}`) : address,
      addressKey: address,
    });
    if (!added || listing.status !== 'available') return false;
    if ((await repo.openAddresses(tx, id)) < ctx.config.reports.toHide) return false;
    await repo.setStatus(tx, id, { status: 'reported' });
    await auditRepository.record(tx, {
      actorId: null,
      action: 'property.hide_reported',
      entityType: 'property',
      entityId: String(id),
      before: { status: listing.status },
      after: { status: 'reported' },
      ip,
    });
    return true;
  });
  if (hidden) listingsChanged(ctx);
  return { detail: 'Thank you. Our team will look at this listing.' };
}

/** `GET /admin/reports/` (staff): listings with open reports, most reported first. */
export async function reportsQueue(ctx: AppContext, viewer: Viewer | null) {
  requireStaff(viewer);
  const db = ctx.database.db;
  const queue = await repo.queue(db, 100);
  const ids = queue.map((q) => q.propertyId);
  const [reports, listings] = await Promise.all([repo.openOf(db, ids), repo.listings(db, ids)]);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const results: ReportedListing[] = queue.flatMap(({ propertyId, n }) => {
    const l = byId.get(propertyId);
    if (!l) return [];
    const mine = reports.filter((r) => r.propertyId === propertyId);
    const counts = new Map<ReportReason, number>();
    for (const r of mine) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return [
      {
        id: l.id,
        title: l.title,
        status: l.status as ReportedListing['status'],
        reports: n,
        reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        messages: mine
          .filter((r) => r.message)
          .map((r) => ({
            reason: r.reason,
            message: r.message,
            created_at: new Date(r.createdAt).toISOString(),
          })),
        publisher: {
          id: l.ownerId,
          full_name: l.ownerName,
          email: l.ownerEmail,
          is_active: l.ownerActive,
          listings: l.ownerListings,
          upheld_reports: l.upheldReports,
          dismissed_reports: l.dismissedReports,
        },
      },
    ];
  });
  return { count: results.length, results };
}

const CLOSED_AS = { dismiss: 'dismissed', take_down: 'taken_down', suspend: 'suspended' } as const;

/**
 * `POST /admin/reports/{id}/decide/` (staff): dismiss (a hidden listing returns), take down (the
 * publisher is e-mailed the reason and may fix it: editing sends it to review) or suspend the
 * publisher (taken down, their account closed and signed out, their other public listings hidden:
 * status `suspended`). Reporters who were signed in are told the outcome. Every decision is in
 * the audit log.
 */
export async function decideReports(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: DecideReportBody,
  ip: string,
) {
  const staff = requireStaff(viewer);
  const reason = body.reason.trim();
  if (body.decision !== 'dismiss' && !reason) throw fieldError('reason', 'Say why: the publisher reads it.');
  const done = await ctx.database.db.transaction(async (tx) => {
    const listing = await repo.lockListing(tx, id);
    if (!listing) throw notFound('Property not found.');
    const closed = await repo.close(tx, id, CLOSED_AS[body.decision], staff.id);
    if (!closed.count) throw notFound('This listing has no open reports.');
    let status = listing.status;
    if (body.decision === 'dismiss') {
      if (status === 'reported') status = 'available';
      await repo.setStatus(tx, id, { status });
    } else {
      status = 'pending';
      await repo.setStatus(tx, id, {
        status,
        reviewState: 'rejected',
        reviewNote: reason,
        reviewedById: staff.id,
        reviewedAt: new Date(),
      });
    }
    // The publisher's other public listings leave with them (decision 051).
    let held: number[] = [];
    if (body.decision === 'suspend') {
      await repo.suspendUser(tx, listing.ownerId);
      await tokensRepository.revokeUser(tx, listing.ownerId);
      held = await repo.holdListingsOf(tx, listing.ownerId);
    }
    const audit = { actorId: staff.id, ip };
    await auditRepository.record(tx, {
      ...audit,
      action: `property.report_${body.decision}`,
      entityType: 'property',
      entityId: String(id),
      before: { status: listing.status, reports: closed.count },
      after: { status, reason: reason || null },
    });
    if (body.decision === 'suspend')
      await auditRepository.record(tx, {
        ...audit,
        action: 'user.suspend',
        entityType: 'user',
        entityId: String(listing.ownerId),
        before: { is_active: true },
        after: { is_active: false, reason, listings_hidden: held },
      });
    const [owner] = await repo.listings(tx, [id]);
    return { listing, status, closed, owner };
  });
  listingsChanged(ctx);
  tell(ctx, body.decision, done, reason);
  return { id, decision: body.decision, status: done.status, reports_closed: done.closed.count };
}

/** The publisher reads why it was taken down; reporters learn the outcome. Mail never fails the decision. */
function tell(
  ctx: AppContext,
  decision: DecideReportBody['decision'],
  done: {
    listing: { id: number; title: string };
    closed: { reporters: Array<{ email: string; fullName: string }> };
    owner?: ReportedListingRow;
  },
  reason: string,
) {
  const send = (mail: Parameters<AppContext['mailer']['send']>[0]) =>
    ctx.mailer
      .send(mail)
      .catch((err: unknown) =>
        ctx.log.error({ err, property_id: done.listing.id }, 'could not e-mail a report decision'),
      );
  const base = ctx.config.publicUrl;
  const upheld = decision !== 'dismiss';
  if (upheld && done.owner)
    void send(
      listingRejectedEmail(
        { email: done.owner.ownerEmail, name: done.owner.ownerName },
        {
          title: done.listing.title,
          editUrl: `${base}/my-properties/${done.listing.id}/edit`,
          myPropertiesUrl: `${base}/my-properties`,
        },
        reason,
        true,
      ),
    );
  for (const reporter of done.closed.reporters) void send(reportOutcomeEmail(reporter, done.listing, upheld));
}
