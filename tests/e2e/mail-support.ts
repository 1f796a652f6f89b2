import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

/** The server's outbox (no SMTP in the browser tests: mail lands in DATA_DIR/outbox). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through scripts/e2e.mjs)');
  return path.join(dataDir, 'outbox');
}

/** The body of an .eml file with quoted-printable soft breaks and escapes undone. */
export function decodeMail(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every message written so far, decoded. */
function mails(): string[] {
  try {
    const dir = outboxDir();
    return readdirSync(dir)
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .map((n) => decodeMail(readFileSync(path.join(dir, n), 'utf8')));
  } catch {
    return [];
  }
}

/**
 * The path and query of the newest link to `page` (for example `/confirm-email`) e-mailed to
 * `to`, waiting for the mail to be written (it is sent in the background).
 */
export async function linkMailedTo(to: string, page: string): Promise<string> {
  const header = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const pattern = new RegExp(`https?://[^/\\s]+(${page}\\?uid=[\\w-]+&(?:amp;)?token=[\\w-]+)`);
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mails()
          .reverse()
          .find((m) => header.test(m) && pattern.test(m));
        found = mail ? pattern.exec(mail)![1]!.replace('&amp;', '&') : undefined;
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}
