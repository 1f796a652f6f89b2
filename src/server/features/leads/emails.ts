import { escapeHtml, type MailMessage } from '../../lib/mailer';

export interface ReplyMail {
  to: { email: string; name: string };
  from: { name: string; email: string };
  listing: { title: string; url: string } | null;
  /** What the sender asked, quoted under the answer. */
  question: string;
  message: string;
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** A publisher's answer to an inquiry, from the inbox; replying reaches the publisher. */
export function replyEmail(m: ReplyMail): MailMessage {
  const about = m.listing ? `"${m.listing.title}"` : 'a listing';
  const text = [
    m.to.name ? `Hello ${m.to.name},` : 'Hello,',
    '',
    `${m.from.name} answered your inquiry about ${about}:`,
    ...(m.listing ? [m.listing.url] : []),
    '',
    m.message,
    '',
    'You wrote:',
    quote(m.question),
    '',
    `Reply to this e-mail to write to ${m.from.name}.`,
    '',
    'ሰላም፣ ለጥያቄዎ መልስ ደርሶዎታል።',
    '',
    '— Sefer',
  ].join('\n');
  const listing = m.listing
    ? `<a href="${escapeHtml(m.listing.url)}">${escapeHtml(m.listing.title)}</a>`
    : 'a listing';
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>${escapeHtml(m.to.name ? `Hello ${m.to.name},` : 'Hello,')}</p>
<p>${escapeHtml(m.from.name)} answered your inquiry about ${listing}:</p>
<p style="white-space: pre-wrap">${escapeHtml(m.message)}</p>
<p>You wrote:</p>
<blockquote style="margin: 0; padding: 8px 12px; border-left: 4px solid #1565c0; background: #f3f4f6; white-space: pre-wrap">${escapeHtml(m.question)}</blockquote>
<p>Reply to this e-mail to write to ${escapeHtml(m.from.name)}.</p>
<p lang="am">ሰላም፣ ለጥያቄዎ መልስ ደርሶዎታል።</p>
<p>— Sefer</p>
</body></html>`;
  return {
    to: m.to.email,
    subject: m.listing ? `Re: ${m.listing.title}` : 'Re: your inquiry',
    text,
    html,
    replyTo: m.from.email,
  };
}
