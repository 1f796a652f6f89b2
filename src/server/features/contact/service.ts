import type { ContactBody, ContactResponse } from '@shared/schemas/contact';
import type { AppContext } from '../../context';
import { normalizeEmail } from '../../lib/mailer';
import { contactEmail } from './email';
import { insertContactMessage } from './repository';

/**
 * `POST /contact/`: stores the message, then e-mails it to the support address (over SMTP, or into
 * the outbox without one). The mail is sent after answering: a slow or failing mail server never
 * makes the visitor wait or lose the message, which is kept in the database either way.
 */
export async function sendContactMessage(ctx: AppContext, body: ContactBody): Promise<ContactResponse> {
  const values = {
    fullName: body.full_name,
    email: normalizeEmail(body.email),
    subject: body.subject,
    message: body.message,
  };
  const row = await insertContactMessage(ctx.database.db, values);
  ctx.mailer.send(contactEmail(ctx.config.supportEmail, row.id, values)).catch((err: unknown) => {
    ctx.log.error({ err, contact_message_id: row.id }, 'could not e-mail a contact message to support');
  });
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
