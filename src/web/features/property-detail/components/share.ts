/** How a share ended, for the message the page shows. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a link with the phone's own share sheet when there is one (spec §8), else copies it:
 * the Clipboard API where the page is allowed to use it, else the older copy command (pages
 * served over plain HTTP have no Clipboard API).
 */
export async function shareLink(data: { url: string; title: string; text: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, unsupported data): copying still helps.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the copy command below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Telegram's share page (DESIGN §6: Telegram is how links travel in Ethiopia). */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** WhatsApp's share link (the app on phones, WhatsApp Web elsewhere): the text, then the link. */
export function whatsappShareUrl(url: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** A Telegram username as a link (`@name`, `name` or a t.me address all work). */
export function telegramProfileUrl(username: string): string {
  const name = username
    .trim()
    .replace(/^https?:\/\/t\.me\//i, '')
    .replace(/^@/, '');
  return `https://t.me/${encodeURIComponent(name)}`;
}
