import { escapeHtml, type MailMessage } from '../../lib/mailer';

/** The outcome of a report, told to a signed-in reporter (decision 037). */
export function reportOutcomeEmail(
  to: { email: string; fullName: string },
  listing: { title: string },
  upheld: boolean,
): MailMessage {
  const greeting = to.fullName ? `Hello ${to.fullName},` : 'Hello,';
  const outcome = upheld
    ? `Thank you for your report of "${listing.title}". Our team checked it and took the listing off Sefer.`
    : `Thank you for your report of "${listing.title}". Our team checked it and found the listing in order, so it stays on Sefer.`;
  const amharic = upheld
    ? 'ስለ ሪፖርትዎ እናመሰግናለን። ቡድናችን መርምሮ ማስታወቂያውን ከሰፈር አንስቷል።'
    : 'ስለ ሪፖርትዎ እናመሰግናለን። ቡድናችን መርምሮ ማስታወቂያው ትክክል ሆኖ ስላገኘው በሰፈር ላይ ይቆያል።';
  const text = [greeting, '', outcome, '', amharic, '', '— Sefer'].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(outcome)}</p>
<p lang="am">${amharic}</p>
<p>— Sefer</p>
</body></html>`;
  return { to: to.email, subject: `Your report: ${listing.title}`, text, html };
}
