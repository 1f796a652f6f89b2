import type { Inquiry } from '@shared/schemas/inquiries';
import type { InquiryRow } from './repository';

/** An inquiry for its sender and recipient: people by name only (the recipient's address stays private). */
export function presentInquiry(row: InquiryRow): Inquiry {
  const i = row.inquiry;
  return {
    id: i.id,
    property:
      i.propertyId !== null && row.propertyTitle !== null
        ? { id: i.propertyId, title: row.propertyTitle }
        : null,
    sender: { id: i.senderId, full_name: row.senderName || row.senderUsername },
    recipient: { id: i.recipientId, full_name: row.recipientName || row.recipientUsername },
    name: i.name,
    email: i.email,
    phone: i.phone,
    preferred_contact: i.preferredContact,
    message: i.message,
    state: i.state,
    first_response_at: i.firstResponseAt?.toISOString() ?? null,
    created_at: i.createdAt.toISOString(),
  };
}
