import { escapeHtml, type MailMessage } from '../../lib/mailer';

export interface InquiryMail {
  recipient: { email: string; name: string };
  listing: { id: number; title: string; url: string };
  from: { name: string; email: string; phone: string | null; telegram: string | null };
  preferredContact: 'email' | 'phone' | 'telegram';
  message: string;
  inboxUrl: string;
}

const HOW: Record<InquiryMail['preferredContact'], string> = {
  email: 'by e-mail',
  phone: 'by phone',
  telegram: 'on Telegram',
};

/** The e-mail a listing's agent or owner gets for a new inquiry; replying answers the sender. */
export function inquiryEmail(m: InquiryMail): MailMessage {
  const greeting = m.recipient.name ? `Hello ${m.recipient.name},` : 'Hello,';
  const contact = [
    `Name: ${m.from.name}`,
    `E-mail: ${m.from.email}`,
    ...(m.from.phone ? [`Phone: ${m.from.phone}`] : []),
    ...(m.from.telegram ? [`Telegram: @${m.from.telegram}`] : []),
    `Prefers to be contacted ${HOW[m.preferredContact]}.`,
  ];
  const text = [
    greeting,
    '',
    `${m.from.name} sent an inquiry about your listing "${m.listing.title}":`,
    m.listing.url,
    '',
    m.message,
    '',
    ...contact,
    '',
    `Every inquiry you received is on ${m.inboxUrl}`,
    '',
    'ሰላም፣ ስለ ማስታወቂያዎ አዲስ ጥያቄ ደርሶዎታል።',
    '',
    '— Sefer',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.from.name)} sent an inquiry about your listing
<a href="${escapeHtml(m.listing.url)}">${escapeHtml(m.listing.title)}</a>:</p>
<blockquote style="margin: 0; padding: 8px 12px; border-left: 4px solid #1565c0; background: #f3f4f6; white-space: pre-wrap">${escapeHtml(m.message)}</blockquote>
<p>${contact.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(m.inboxUrl)}">Every inquiry you received</a></p>
<p lang="am">ሰላም፣ ስለ ማስታወቂያዎ አዲስ ጥያቄ ደርሶዎታል።</p>
<p>— Sefer</p>
</body></html>`;
  return {
    to: m.recipient.email,
    subject: `New inquiry: ${m.listing.title}`,
    text,
    html,
    replyTo: m.from.email,
  };
}
