import { escapeHtml, type MailMessage } from '../../lib/mailer';

/** The password-reset e-mail: the link, how long it works, and what to do if it was not you. */
export function passwordResetEmail(to: { email: string; name: string }, link: string): MailMessage {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone (hopefully you) asked to reset the password of your Sefer account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    '',
    'ሰላም፣ የሰፈር መለያዎን የይለፍ ቃል ለመቀየር ከላይ ያለውን ማገናኛ በአንድ ሰዓት ውስጥ ይክፈቱ።',
    '',
    '— Sefer',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your Sefer account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 6px">Reset my password</a></p>
<p style="font-size: 13px; color: #4b5563">Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p lang="am">ሰላም፣ የሰፈር መለያዎን የይለፍ ቃል ለመቀየር ከላይ ያለውን ማገናኛ በአንድ ሰዓት ውስጥ ይክፈቱ።</p>
<p>— Sefer</p>
</body></html>`;
  return { to: to.email, subject: 'Reset your Sefer password', text, html };
}
