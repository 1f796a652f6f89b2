import { escapeHtml, type MailMessage } from '../../lib/mailer';

interface Recipient {
  email: string;
  name: string;
}

/**
 * An account e-mail: a greeting, paragraphs, at most one button (its address also written out,
 * for clients that hide buttons), paragraphs after it, a line in Amharic, the signature.
 */
function accountMail(
  to: Recipient,
  subject: string,
  parts: { before: string[]; button?: { label: string; url: string }; after?: string[]; amharic: string },
): MailMessage {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const { before, button, after = [], amharic } = parts;
  const text = [
    greeting,
    '',
    ...before.flatMap((p) => [p, '']),
    ...(button ? [button.url, ''] : []),
    ...after.flatMap((p) => [p, '']),
    amharic,
    '',
    '— Sefer',
  ].join('\n');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const action = button
    ? `<p><a href="${escapeHtml(button.url)}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(button.label)}</a></p>
<p style="font-size: 13px; color: #4b5563">Or copy this address into your browser:<br>${escapeHtml(button.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
${paragraphs(before)}
${action}
${paragraphs(after)}
<p lang="am">${escapeHtml(amharic)}</p>
<p>— Sefer</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

/** The password-reset e-mail: the link, how long it works, and what to do if it was not you. */
export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  return accountMail(to, 'Reset your Sefer password', {
    before: [
      'Someone (hopefully you) asked to reset the password of your Sefer account. Open this link within one hour to choose a new password:',
    ],
    button: { label: 'Reset my password', url: link },
    after: [
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
    amharic: 'ሰላም፣ የሰፈር መለያዎን የይለፍ ቃል ለመቀየር ከላይ ያለውን ማገናኛ በአንድ ሰዓት ውስጥ ይክፈቱ።',
  });
}

/**
 * Sent at sign-up: confirms that the address belongs to whoever made the account. Opening it
 * needs that account's sign-in, and the mail says what to do if someone else used the address.
 */
export function confirmEmailEmail(to: Recipient, username: string, link: string): MailMessage {
  return accountMail(to, 'Confirm your e-mail address for Sefer', {
    before: [
      `Welcome to Sefer. An account with the username "${username}" was created with this address. If it was you, confirm the address within 3 days, signed in to that account:`,
    ],
    button: { label: 'Confirm my e-mail address', url: link },
    after: [
      'If you did not create this account, do not open the link: until the address is confirmed, the account cannot use it to sign in with Google or Facebook. To take your address back, choose "Forgot your password?" on the Sefer sign-in page.',
    ],
    amharic: 'ሰላም፣ ይህ አድራሻ የእርስዎ መሆኑን ለማረጋገጥ ከላይ ያለውን ማገናኛ በ3 ቀናት ውስጥ ይክፈቱ። መለያውን ካልፈጠሩ ማገናኛውን አይክፈቱ።',
  });
}

/** Sent to the new address of an e-mail change: the change happens when this link is opened. */
export function confirmEmailChangeEmail(to: Recipient, username: string, link: string): MailMessage {
  return accountMail(to, 'Confirm your new e-mail address for Sefer', {
    before: [
      `The Sefer account "${username}" asked to use this address from now on. Open this link within 24 hours, signed in to that account, to make the change:`,
    ],
    button: { label: 'Use this address', url: link },
    after: ['Until then the account keeps its old address. If you did not ask for this, ignore this e-mail.'],
    amharic: 'ሰላም፣ ይህን አድራሻ ለሰፈር መለያዎ ለመጠቀም ከላይ ያለውን ማገናኛ በ24 ሰዓት ውስጥ ይክፈቱ።',
  });
}

/** Sent to the old address once a change has taken effect, with the way back. */
export function emailChangedNotice(to: Recipient, username: string, newEmail: string, undoLink: string) {
  return accountMail(to, 'Your Sefer e-mail address was changed', {
    before: [
      `The e-mail address of your Sefer account "${username}" has been changed to ${newEmail}. If you made this change, there is nothing to do.`,
      'If you did not, open this link within 7 days: it gives your account this address back, signs out every device, and lets you choose a new password.',
    ],
    button: { label: 'This was not me: undo the change', url: undoLink },
    amharic: 'ሰላም፣ የሰፈር መለያዎ የኢሜይል አድራሻ ተቀይሯል። እርስዎ ካልቀየሩት ለውጡን ለመሰረዝ ከላይ ያለውን ማገናኛ በ7 ቀናት ውስጥ ይክፈቱ።',
  });
}

/**
 * Sent instead of the change link when the new address already belongs to an account: its owner
 * learns of the attempt, and whoever asked learns nothing they could not already see.
 */
export function emailInUseNotice(email: string): MailMessage {
  return accountMail({ email, name: '' }, 'Someone tried to use your address on Sefer', {
    before: [
      'Someone signed in to a Sefer account asked to move that account to this e-mail address. This address already belongs to a Sefer account, so nothing has changed.',
      'If it was you, sign in to the account that uses this address instead. If it was not, you can ignore this e-mail.',
    ],
    amharic: 'ሰላም፣ አንድ ሰው ይህን አድራሻ ለሌላ የሰፈር መለያ ለመጠቀም ሞክሯል። ምንም ነገር አልተቀየረም።',
  });
}
