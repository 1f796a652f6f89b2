import { RESPONSE_MIN_INQUIRIES, RESPONSE_WINDOW_DAYS } from '@shared/leads';
import type { Inquiry } from '@shared/schemas/inquiries';
import type { InquiryReplyBody, InquiryStateBody } from '@shared/schemas/leads';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inquiries, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { inquiriesRepository, presentInquiry } from '../inquiries';
import { replyEmail } from './emails';

/** The inquiry if the viewer received it: 404 to strangers, 403 to its sender (who knows it exists). */
async function received(db: Db, viewer: Viewer | null, id: number) {
  const me = requireViewer(viewer);
  const row = await inquiriesRepository.one(db, id);
  if (!row || (row.inquiry.recipientId !== me.id && row.inquiry.senderId !== me.id))
    throw notFound('Inquiry not found.');
  if (row.inquiry.recipientId !== me.id) throw forbidden('Only the receiver of an inquiry can answer it.');
  return row;
}

/** The receiver's first action on an inquiry starts its response time; later ones do not move it. */
const firstResponse = sql`coalesce(${inquiries.firstResponseAt}, now())`;

/** `PATCH /properties/inquiries/{id}/`: new, contacted or closed, by its receiver only. */
export async function setInquiryState(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: InquiryStateBody,
): Promise<Inquiry> {
  const db = ctx.database.db;
  await received(db, viewer, id);
  await db
    .update(inquiries)
    .set({
      state: body.state,
      // Marking one new again (a tap by mistake) is not an answer.
      ...(body.state === 'new' ? {} : { firstResponseAt: firstResponse }),
    })
    .where(eq(inquiries.id, id));
  return presentInquiry((await inquiriesRepository.one(db, id))!);
}

/**
 * `POST /properties/inquiries/{id}/reply/`: the receiver answers by e-mail (the outbox, or SMTP),
 * the question and the listing quoted; a new inquiry becomes contacted.
 */
export async function replyToInquiry(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: InquiryReplyBody,
): Promise<Inquiry> {
  const db = ctx.database.db;
  const row = await received(db, viewer, id);
  const [me] = await db
    .select({ email: users.email, fullName: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, row.inquiry.recipientId));
  const i = row.inquiry;
  await ctx.mailer.send(
    replyEmail({
      to: { email: i.email, name: i.name },
      from: { name: me!.fullName || me!.username, email: me!.email },
      listing:
        i.propertyId !== null && row.propertyTitle !== null
          ? { title: row.propertyTitle, url: `${ctx.config.publicUrl}/properties/${i.propertyId}` }
          : null,
      question: i.message,
      message: body.message,
    }),
  );
  await db
    .update(inquiries)
    .set({
      state: sql`case when ${inquiries.state} = 'new' then 'contacted'::inquiry_state else ${inquiries.state} end`,
      firstResponseAt: firstResponse,
    })
    .where(eq(inquiries.id, id));
  return presentInquiry((await inquiriesRepository.one(db, id))!);
}

/** `GET /properties/inquiries/new-count/`: inquiries the viewer received and has not acted on. */
export async function newInquiries(ctx: AppContext, viewer: Viewer | null): Promise<{ new: number }> {
  const me = requireViewer(viewer);
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.recipientId, me.id), eq(inquiries.state, 'new')));
  return { new: row?.n ?? 0 };
}

const HOUR_MS = 3_600_000;

/**
 * How fast a publisher usually answers, in whole hours (at least 1): the median time from an
 * inquiry to their first action on it, over the inquiries of the last RESPONSE_WINDOW_DAYS days.
 * An inquiry not answered yet counts as its age so far (it will take at least that). Null with
 * fewer than RESPONSE_MIN_INQUIRIES inquiries: a few say nothing of a habit.
 */
export async function responseHours(db: Db, userId: number, now = Date.now()): Promise<number | null> {
  const rows = await db
    .select({ createdAt: inquiries.createdAt, firstResponseAt: inquiries.firstResponseAt })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.recipientId, userId),
        gte(inquiries.createdAt, new Date(now - RESPONSE_WINDOW_DAYS * 24 * HOUR_MS)),
      ),
    );
  if (rows.length < RESPONSE_MIN_INQUIRIES) return null;
  const waits = rows
    .map((r) => (r.firstResponseAt?.getTime() ?? now) - r.createdAt.getTime())
    .sort((a, b) => a - b);
  const mid = waits.length / 2;
  const median = waits.length % 2 ? waits[Math.floor(mid)]! : (waits[mid - 1]! + waits[mid]!) / 2;
  return Math.max(1, Math.ceil(median / HOUR_MS));
}
