import { COMPARISON_MIN_LISTINGS, CONTACT_KINDS, type ContactKind } from '@shared/leads';
import { isPublicStatus } from '@shared/listing-query';
import type { Funnel, ListingStatsQuery, ListingStatsResponse, StatsDay } from '@shared/schemas/leads';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, rowsOf } from '../../db/client';
import { listingContactMarks, listingContacts, listingViews, properties } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { addisDay } from '../../lib/visitors';
import { isPublisher } from './contacts';

const DAY_MS = 86_400_000;

/** The `days` Addis Ababa days ending today, oldest first. */
export function lastDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => addisDay(now - (days - 1 - i) * DAY_MS));
}

/**
 * Per listing and day: views (one address key per counted view, decision 030), visitors (address
 * keys that viewed or contacted; a key is the address of one day, so only days can be told apart)
 * and each contact.
 */
async function dailyFigures(db: Db, ids: number[], from: string) {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [views, contacts] = await Promise.all([
    db.execute(sql`
      select property_id, day::text as day,
        count(*) filter (where source = 'v')::int as views,
        count(distinct visitor_key)::int as visitors
      from (
        select property_id, day, visitor_key, 'v' as source from ${listingViews}
        where property_id in (${list}) and day >= ${from}::date and visitor_key like 'a:%'
        union all
        select property_id, day, visitor_key, 'c' from ${listingContactMarks}
        where property_id in (${list}) and day >= ${from}::date and visitor_key like 'a:%'
      ) x group by property_id, day`),
    db.execute(sql`
      select property_id, day::text as day, kind, count from ${listingContacts}
      where property_id in (${list}) and day >= ${from}::date`),
  ]);
  return [
    ...rowsOf<{ property_id: number; day: string; views: number; visitors: number }>(views).map((r) => ({
      ...r,
      kind: null,
      count: 0,
    })),
    ...rowsOf<{ property_id: number; day: string; kind: ContactKind; count: number }>(contacts).map((r) => ({
      ...r,
      views: 0,
      visitors: 0,
    })),
  ];
}

const emptyDay = (date: string): StatsDay => ({
  date,
  views: 0,
  visitors: 0,
  ...(Object.fromEntries(CONTACT_KINDS.map((k) => [k, 0])) as Record<ContactKind, number>),
});

/** Views → contacts (taps and saves) → inquiries. */
function funnelOf(t: Omit<StatsDay, 'date'>): Funnel {
  return { views: t.views, contacts: t.call + t.telegram + t.share + t.save, inquiries: t.inquiry };
}

/**
 * `GET /properties/properties/{id}/stats/?days=30`: the listing's publishers (owner, agent) and
 * staff only; to anyone else the listing is not there (404), so its statistics say nothing.
 * The comparison is the same publisher's other public listings of the same type in the same
 * sub-city, per listing, when there are at least COMPARISON_MIN_LISTINGS of them.
 */
export async function listingStats(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  q: ListingStatsQuery,
  now = Date.now(),
): Promise<ListingStatsResponse> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const [listing] = await db
    .select({
      ownerId: properties.ownerId,
      agentId: properties.agentId,
      propertyType: properties.propertyType,
      subcityId: properties.subcityId,
    })
    .from(properties)
    .where(sql`${properties.id} = ${id}`);
  if (!listing || !(me.isStaff || isPublisher(me, listing))) throw notFound('Property not found.');

  const dates = lastDays(q.days, now);
  const from = dates[0]!;
  const publisher = listing.agentId ?? listing.ownerId;
  const peers =
    listing.subcityId === null
      ? []
      : rowsOf<{ id: number; status: string }>(
          await db.execute(sql`
            select id, status from ${properties}
            where coalesce(agent_id, owner_id) = ${publisher} and id <> ${id}
              and property_type = ${listing.propertyType} and subcity_id = ${listing.subcityId}`),
        )
          .filter((p) => isPublicStatus(p.status))
          .map((p) => p.id);
  const compared = peers.length >= COMPARISON_MIN_LISTINGS;
  const rows = await dailyFigures(db, compared ? [id, ...peers] : [id], from);

  const byDay = new Map(dates.map((d) => [d, emptyDay(d)]));
  const peerTotals = emptyDay('');
  for (const r of rows) {
    const target = r.property_id === id ? byDay.get(r.day) : peerTotals;
    if (!target) continue;
    target.views += r.views;
    target.visitors += r.visitors;
    if (r.kind) target[r.kind] += r.count;
  }
  const days = [...byDay.values()];
  const totals = emptyDay('');
  for (const d of days)
    for (const key of ['views', 'visitors', ...CONTACT_KINDS] as const) totals[key] += d[key];
  const { date: _date, ...sum } = totals;
  const peerFunnel = funnelOf(peerTotals);
  const per = (n: number) => Math.round((n / peers.length) * 10) / 10;
  return {
    property: id,
    days,
    totals: sum,
    funnel: funnelOf(totals),
    comparison: compared
      ? {
          listings: peers.length,
          average: {
            views: per(peerFunnel.views),
            contacts: per(peerFunnel.contacts),
            inquiries: per(peerFunnel.inquiries),
          },
        }
      : null,
  };
}
