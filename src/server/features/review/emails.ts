import { escapeHtml, type MailMessage } from '../../lib/mailer';

/** Who gets a review decision: the listing's owner. */
export interface ReviewMailRecipient {
  email: string;
  name: string;
}

const page = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
${body}
<p>— Sefer</p>
</body></html>`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(label)}</a></p>`;

const greetingOf = (to: ReviewMailRecipient) => (to.name ? `Hello ${to.name},` : 'Hello,');

/** "Your listing is live": staff approved it; the link is the public page people will share. */
export function listingApprovedEmail(
  to: ReviewMailRecipient,
  listing: { title: string; url: string },
): MailMessage {
  const greeting = greetingOf(to);
  const amharic = 'ሰላም፣ ማስታወቂያዎ ጸድቋል፤ አሁን በሰፈር ላይ ለሁሉም ይታያል።';
  const text = [
    greeting,
    '',
    `Good news: your listing "${listing.title}" was approved and is now live on Sefer.`,
    'Everyone can find it, and buyers or tenants can contact you from its page:',
    '',
    listing.url,
    '',
    'Share the link (on Telegram, for example) to reach people sooner.',
    '',
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const html = page(`<p>${escapeHtml(greeting)}</p>
<p>Good news: your listing <strong>${escapeHtml(listing.title)}</strong> was approved and is now live on Sefer.
Everyone can find it, and buyers or tenants can contact you from its page.</p>
${button(listing.url, 'See your listing')}
<p style="font-size: 13px; color: #4b5563">${escapeHtml(listing.url)}</p>
<p>Share the link (on Telegram, for example) to reach people sooner.</p>
<p lang="am">${amharic}</p>`);
  return { to: to.email, subject: `Your listing is live: ${listing.title}`, text, html };
}

/**
 * "Your listing was not approved" (from the queue) or "was taken down" (it was live): the staff's
 * reason, and the way to fix it: editing a rejected listing sends it back to review.
 */
export function listingRejectedEmail(
  to: ReviewMailRecipient,
  listing: { title: string; editUrl: string; myPropertiesUrl: string },
  reason: string,
  takenDown: boolean,
): MailMessage {
  const greeting = greetingOf(to);
  const what = takenDown
    ? `Our team took your listing "${listing.title}" off Sefer. It is hidden from the public, for this reason:`
    : `Our team reviewed your listing "${listing.title}" and did not publish it, for this reason:`;
  const amharic = takenDown
    ? 'ሰላም፣ ማስታወቂያዎ በቡድናችን ከሰፈር ተነስቷል። ምክንያቱን ከላይ ያንብቡ፤ አርመው ሲያስቀምጡት እንደገና ለግምገማ ይላካል።'
    : 'ሰላም፣ ማስታወቂያዎ በቡድናችን ተቀባይነት አላገኘም። ምክንያቱን ከላይ ያንብቡ፤ አርመው ሲያስቀምጡት እንደገና ለግምገማ ይላካል።';
  const fix = 'Edit the listing to fix it: saving it sends it back to our team for review.';
  const text = [
    greeting,
    '',
    what,
    '',
    ...reason.split('\n').map((line) => `> ${line}`),
    '',
    fix,
    `Your listings, with the reason: ${listing.myPropertiesUrl}`,
    `Edit this listing: ${listing.editUrl}`,
    '',
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const html = page(`<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<blockquote style="margin: 0; padding: 8px 12px; border-left: 4px solid #c62828; background: #f3f4f6; white-space: pre-wrap">${escapeHtml(reason)}</blockquote>
<p>${escapeHtml(fix)}</p>
${button(listing.myPropertiesUrl, 'Open My Properties')}
<p style="font-size: 13px; color: #4b5563">Or edit this listing directly: <a href="${escapeHtml(listing.editUrl)}">${escapeHtml(listing.editUrl)}</a></p>
<p lang="am">${amharic}</p>`);
  const subject = takenDown
    ? `Your listing was taken down: ${listing.title}`
    : `Your listing was not approved: ${listing.title}`;
  return { to: to.email, subject, text, html };
}

/** "Your changes are live": staff approved the change to a published listing. */
export function changeApprovedEmail(
  to: ReviewMailRecipient,
  listing: { title: string; url: string },
): MailMessage {
  const greeting = greetingOf(to);
  const amharic = 'ሰላም፣ በማስታወቂያዎ ላይ ያደረጉት ለውጥ ጸድቋል፤ አሁን ለሁሉም ይታያል።';
  const text = [
    greeting,
    '',
    `Your changes to the listing "${listing.title}" were approved and are now live on Sefer:`,
    '',
    listing.url,
    '',
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const html = page(`<p>${escapeHtml(greeting)}</p>
<p>Your changes to the listing <strong>${escapeHtml(listing.title)}</strong> were approved and are now live on Sefer.</p>
${button(listing.url, 'See your listing')}
<p style="font-size: 13px; color: #4b5563">${escapeHtml(listing.url)}</p>
<p lang="am">${amharic}</p>`);
  return { to: to.email, subject: `Your changes are live: ${listing.title}`, text, html };
}

/**
 * "Your changes were not published": staff refused a change to a published listing. The
 * listing stays online as it was approved; the owner reads why, and may change it again.
 */
export function changeRejectedEmail(
  to: ReviewMailRecipient,
  listing: { title: string; url: string; editUrl: string; myPropertiesUrl: string },
  reason: string,
): MailMessage {
  const greeting = greetingOf(to);
  const what = `Our team reviewed your changes to the listing "${listing.title}" and did not publish them, for this reason:`;
  const stays =
    'Your listing stays online as it was approved before. You can edit it again; our team checks the new changes.';
  const amharic =
    'ሰላም፣ በማስታወቂያዎ ላይ ያደረጉት ለውጥ በቡድናችን ተቀባይነት አላገኘም። ማስታወቂያዎ ቀድሞ እንደጸደቀው ይታያል፤ ምክንያቱን ከላይ ያንብቡ።';
  const text = [
    greeting,
    '',
    what,
    '',
    ...reason.split('\n').map((line) => `> ${line}`),
    '',
    stays,
    `Your listing: ${listing.url}`,
    `Your listings, with the reason: ${listing.myPropertiesUrl}`,
    `Edit this listing: ${listing.editUrl}`,
    '',
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const html = page(`<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<blockquote style="margin: 0; padding: 8px 12px; border-left: 4px solid #c62828; background: #f3f4f6; white-space: pre-wrap">${escapeHtml(reason)}</blockquote>
<p>${escapeHtml(stays)}</p>
${button(listing.myPropertiesUrl, 'Open My Properties')}
<p style="font-size: 13px; color: #4b5563">Or edit this listing directly: <a href="${escapeHtml(listing.editUrl)}">${escapeHtml(listing.editUrl)}</a></p>
<p lang="am">${amharic}</p>`);
  return { to: to.email, subject: `Your changes were not published: ${listing.title}`, text, html };
}
