import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { listingWentPublic } from '../../src/server/features/alerts/events';
import { runAlerts } from '../../src/server/features/alerts/worker';
import { decodeMail, outbox, signedIn } from '../support/auth';
import { backends, createTestContext, type TestEnv } from '../support/db';
import { factories } from '../support/factories';
import { startSmtpServer } from '../support/smtp';

/**
 * Alert e-mail through the product's SMTP transport (`SMTP_URL`) to a real SMTP server started
 * here: what a mail provider receives, headers and all (the outbox is covered by alerts.test.ts).
 */
for (const backend of backends()) {
  describe(`Alert e-mail over SMTP [${backend}]`, () => {
    let env: TestEnv;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      const made = await createTestContext(backend, {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Sefer <alerts@sefer.et>',
      });
      cleanup = made.cleanup;
      const app = await buildApp(made.ctx, { logger: false });
      await app.ready();
      env = { ctx: made.ctx, app, backend, media: 'local' };
    });
    afterAll(async () => {
      await env?.app.close();
      await cleanup?.();
      await smtp?.close();
    });

    it('hands the alert to the SMTP server with its listing link and RFC 8058 one-click unsubscribe, which stops the next', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `jasper${Date.now()}`;
      const saved = await env.app.inject({
        method: 'POST',
        url: '/api/users/saved-searches/',
        headers,
        payload: { query: `search=${word}`, name: 'Jasper flats' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const publish = async (title: string) => {
        const listing = await factories(env.ctx).property({ title });
        await listingWentPublic(env.ctx.database.db, listing.id);
        return listing;
      };
      const listing = await publish(`Flat ${word}`);
      await runAlerts(env.ctx);
      // Sent means accepted by the SMTP server: it is there when the pass ends.
      const mails = smtp.received.filter((m) => m.to.includes(user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.from).toBe('alerts@sefer.et');
      const raw = mails[0]!.raw;
      expect(raw).toContain(`To: ${user.email}`);
      const unsubscribe =
        /^List-Unsubscribe:\s+<(https?:\/\/[^>]+\/api\/alerts\/unsubscribe\/\?s=\d+&t=[\w-]+)>/m.exec(raw);
      expect(unsubscribe).not.toBeNull();
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(decodeMail(raw)).toContain(`/api/alerts/go/?c=email&to=/properties/${listing.id}`);
      // SMTP instead of the outbox, not both.
      expect(outbox(env.ctx)).toHaveLength(0);

      // What a mail client does with the header: POST the link with the one-click body.
      const url = new URL(unsubscribe![1]!);
      const done = await env.app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      await publish(`Flat ${word} two`);
      await runAlerts(env.ctx);
      expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    });
  });
}
