import { escapeHtml, type MailMessage } from '../../lib/mailer';

/** The reminder before a listing expires: three one-tap links (decision 036). */
export interface ReminderMail {
  to: { email: string; name: string };
  title: string;
  listingType: 'sale' | 'rent';
  /** When the listing leaves the site unless confirmed. */
  expiresOn: string;
  links: { confirm: string; taken: string; remove: string };
  myPropertiesUrl: string;
}

const button = (href: string, label: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="display: inline-block; margin: 4px 8px 4px 0; padding: 10px 16px; background: ${colour}; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(label)}</a>`;

export function reminderEmail(m: ReminderMail): MailMessage {
  const greeting = m.to.name ? `Hello ${m.to.name},` : 'Hello,';
  const taken = m.listingType === 'rent' ? 'It is rented now' : 'It is sold now';
  const ask = `Is your listing "${m.title}" still available? Unless you confirm it, it leaves Sefer on ${m.expiresOn}, so that people only find homes they can still have.`;
  const amharic = 'ሰላም፣ ማስታወቂያዎ አሁንም ይገኛል? ካላረጋገጡ ከሰፈር ይወርዳል። ከላይ ካሉት አገናኞች አንዱን ይጫኑ፤ መግባት አያስፈልግም።';
  const text = [
    greeting,
    '',
    ask,
    'One tap is enough, no sign-in needed (each link works once):',
    '',
    `Still available: ${m.links.confirm}`,
    `${taken}: ${m.links.taken}`,
    `Remove it: ${m.links.remove}`,
    '',
    `Or confirm it on My Properties: ${m.myPropertiesUrl}`,
    '',
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(ask)}</p>
<p>One tap is enough, no sign-in needed (each link works once):</p>
<p>${button(m.links.confirm, 'Still available', '#2e7d32')}${button(m.links.taken, taken, '#1565c0')}${button(m.links.remove, 'Remove it', '#6b7280')}</p>
<p style="font-size: 13px; color: #4b5563">Or confirm it on <a href="${escapeHtml(m.myPropertiesUrl)}">My Properties</a>.</p>
<p lang="am">${amharic}</p>
<p>— Sefer</p>
</body></html>`;
  return { to: m.to.email, subject: `Still available? ${m.title}`, text, html };
}

/** The notice that a listing expired (decision 051): the one action is to confirm it again. */
export interface ExpiredMail {
  to: { email: string; name: string };
  title: string;
  /** The "still available" link of the listing's reminder row (one use, no sign-in). */
  confirm: string;
  myPropertiesUrl: string;
}

export function expiredEmail(m: ExpiredMail): MailMessage {
  const greeting = m.to.name ? `Hello ${m.to.name},` : 'Hello,';
  const said = `Your listing "${m.title}" has expired: it was not confirmed in time, so it is hidden from the public. If it is still available, confirm it and it is back at once, in its place in "Newest".`;
  const amharic = 'ሰላም፣ ማስታወቂያዎ ጊዜው አልፏል፤ ከሕዝብ ተደብቋል። አሁንም የሚገኝ ከሆነ ከታች ያለውን አገናኝ ይጫኑ፤ ወዲያውኑ ይመለሳል።';
  const text = [
    greeting,
    '',
    said,
    '',
    `Still available: ${m.confirm}`,
    '(one tap, no sign-in needed; the link works once)',
    '',
    `Or on My Properties: ${m.myPropertiesUrl}`,
    '',
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(said)}</p>
<p>${button(m.confirm, 'Still available', '#2e7d32')}</p>
<p style="font-size: 13px; color: #4b5563">One tap, no sign-in needed; the link works once. Or on <a href="${escapeHtml(m.myPropertiesUrl)}">My Properties</a>.</p>
<p lang="am">${amharic}</p>
<p>— Sefer</p>
</body></html>`;
  return { to: m.to.email, subject: `Expired: ${m.title}`, text, html };
}
