import { escapeHtml, type MailMessage } from '../../lib/mailer';
import type { NewContactMessage } from './repository';

/**
 * A Contact-page message forwarded to support. Reply-To is the visitor, so answering the e-mail
 * answers them; the subject keeps theirs (on one line) so threads stay readable.
 */
export function contactEmail(to: string, id: number, m: NewContactMessage): MailMessage {
  const subject = `[Sefer contact #${id}] ${m.subject.replace(/\s+/g, ' ')}`;
  const text = [
    `From: ${m.fullName} <${m.email}>`,
    `Subject: ${m.subject}`,
    '',
    m.message,
    '',
    '— Sent from the Contact page of Sefer. Reply to this e-mail to answer the visitor.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p><strong>From:</strong> ${escapeHtml(m.fullName)} &lt;${escapeHtml(m.email)}&gt;<br>
<strong>Subject:</strong> ${escapeHtml(m.subject)}</p>
<div style="white-space: pre-wrap; border-left: 3px solid #1565c0; padding-left: 12px">${escapeHtml(m.message)}</div>
<p style="font-size: 13px; color: #52606d">Sent from the Contact page of Sefer. Reply to this e-mail to answer the visitor.</p>
</body></html>`;
  return { to, subject, text, html, replyTo: `${m.fullName.replace(/["<>]/g, '')} <${m.email}>` };
}
