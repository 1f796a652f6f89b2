import type {
  CreateInquiryBody,
  Inquiry,
  MyInquiriesQuery,
  MyInquiriesResponse,
} from '@shared/schemas/inquiries';
import { SERVER_MESSAGES } from '@shared/server-messages';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { isPublicListing, listingAccessRepository } from '../../lib/listing-access';
import { normalizeEmail } from '../../lib/mailer';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { inquiryEmail } from './emails';
import { presentInquiry } from './presenter';
import { inquiriesRepository as repo } from './repository';

/**
 * `POST /properties/{id}/inquiries/` and `POST /properties/inquiries/`: a signed-in user writes to
 * the agent (else the owner) of a public listing. Name and e-mail default to the sender's account.
 * The recipient is e-mailed in the background: a mail failure is logged and the inquiry stays on
 * the /inquiries screen of both.
 */
export async function sendInquiry(
  ctx: AppContext,
  viewer: Viewer | null,
  propertyId: number,
  body: CreateInquiryBody,
): Promise<Inquiry> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const listing = await listingAccessRepository.find(db, propertyId);
  if (!listing || !isPublicListing(listing)) throw notFound('Property not found.');
  if (listing.ownerId === me.id || listing.agentId === me.id)
    throw fieldError('non_field_errors', SERVER_MESSAGES.own_listing_inquiry);
  const [account, recipient] = await Promise.all([repo.account(db, me.id), repo.recipientOf(db, propertyId)]);
  if (!account || !recipient?.isActive) throw notFound('Property not found.');
  const preferredContact = body.preferred_contact ?? 'email';
  const phone = body.phone ?? null;
  // Telegram finds people by phone number or username.
  if (preferredContact === 'telegram' && !phone && !account.telegramUsername)
    throw fieldError(
      'phone',
      'Give a phone number (or a Telegram username on your profile) to be contacted on Telegram.',
    );

  const name = body.name ?? (account.fullName || account.username);
  const email = normalizeEmail(body.email ?? account.email);
  const id = await repo.insert(db, {
    propertyId,
    senderId: me.id,
    recipientId: recipient.id,
    name,
    email,
    phone,
    preferredContact,
    message: body.message,
  });
  const publicUrl = ctx.config.publicUrl;
  ctx.mailer
    .send(
      inquiryEmail({
        recipient: { email: recipient.email, name: recipient.fullName },
        listing: { id: propertyId, title: listing.title, url: `${publicUrl}/properties/${propertyId}` },
        from: { name, email, phone, telegram: account.telegramUsername },
        preferredContact,
        message: body.message,
        inboxUrl: `${publicUrl}/inquiries`,
      }),
    )
    .catch((error: unknown) => ctx.log.error({ err: error, inquiry_id: id }, 'could not e-mail an inquiry'));
  const row = await repo.one(db, id);
  return presentInquiry(row!);
}

/** `GET /properties/inquiries/my/`: received and sent inquiries of the viewer, each newest first. */
export async function myInquiries(
  ctx: AppContext,
  viewer: Viewer | null,
  q: MyInquiriesQuery,
  url: string,
): Promise<MyInquiriesResponse> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const offset = (q.page - 1) * q.page_size;
  const box = async (side: 'recipient' | 'sender') => {
    const [rows, count] = await Promise.all([
      repo.page(db, side, me.id, q.page_size, offset),
      repo.count(db, side, me.id),
    ]);
    return { count, ...pageLinks(url, q.page, q.page_size, count), results: rows.map(presentInquiry) };
  };
  const [received, sent] = await Promise.all([box('recipient'), box('sender')]);
  return { received, sent };
}
