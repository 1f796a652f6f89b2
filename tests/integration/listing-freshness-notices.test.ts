import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { properties, telegramLinks } from '../../src/server/db/schema';
import { runFreshness } from '../../src/server/features/freshness/job';
import { decodeMail, outbox } from '../support/auth';
import { backends, createTestContext, type TestEnv } from '../support/db';
import { factories } from '../support/factories';
import { type FakeTelegram, startFakeTelegram } from '../support/telegram-fake';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The publisher's messages of listing freshness beyond the reminder e-mail (decision 051): its
 * Telegram copy for publishers who linked Telegram (the local Bot API fake), and the notice when
 * a listing expires, whose one link brings it back. Moved clocks, never waiting.
 */
for (const backend of backends()) {
  describe(`Listing freshness: Telegram copy and expiry notice [${backend}]`, () => {
    let env: TestEnv;
    let tg: FakeTelegram;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      tg = await startFakeTelegram();
      const made = await createTestContext(backend, {
        TELEGRAM_BOT_TOKEN: tg.token,
        TELEGRAM_API_URL: tg.url,
      });
      cleanup = made.cleanup;
      const app = await buildApp(made.ctx, { logger: false });
      await app.ready();
      env = { ctx: made.ctx, app, backend, media: 'local' };
    });
    afterAll(async () => {
      await env?.app.close();
      await cleanup?.();
      await tg?.close();
    });
    const t0 = Date.now();
    const at = (days: number) => {
      env.ctx.clock = () => new Date(t0 + days * DAY);
    };
    beforeEach(() => {
      tg.calls.length = 0;
      tg.failSends = null;
    });
    afterEach(() => {
      env.ctx.clock = undefined;
    });
    const mailsTo = (address: string) =>
      outbox(env.ctx)
        .map((m) => decodeMail(m.text))
        .filter((m) => m.includes(`To: ${address}`));
    const tokensIn = (text: string) => [
      ...new Set([...text.matchAll(/listing-reminder\?token=([\w.-]+)/g)].map((m) => m[1]!)),
    ];
    const tapLink = (token: string) =>
      env.app.inject({ method: 'POST', url: '/api/properties/reminder-links/', payload: { token } });

    async function rental(chatId: number | null, language = 'en', titleAm: string | null = null) {
      const f = factories(env.ctx);
      const owner = await f.user({ fullName: 'Meron Alemu' });
      if (chatId !== null)
        await env.ctx.database.db
          .insert(telegramLinks)
          .values({ userId: owner.id, chatId, linkedAt: new Date(), language });
      const listing = await f.property({
        ownerId: owner.id,
        listingType: 'rent',
        status: 'available',
        lastConfirmedAt: new Date(t0),
        titleAm,
      });
      return { owner, listing };
    }

    it('a publisher who linked Telegram gets the reminder there too, with the same three one-tap links', async () => {
      const linked = await rental(880_001);
      const unlinked = await rental(null);
      at(25.5);
      await runFreshness(env.ctx);
      await runFreshness(env.ctx);
      const mail = mailsTo(linked.owner.email);
      expect(mail).toHaveLength(1);
      const sent = tg.sent();
      // Once, to the linked chat only, however often the pass runs.
      expect(sent.map((m) => m.chat_id)).toEqual([880_001]);
      const text = sent[0]!.text as string;
      expect(sent[0]!.parse_mode).toBe('HTML');
      expect(text).toContain(linked.listing.title);
      const links = tokensIn(text);
      expect(links).toEqual(tokensIn(mail[0]!));
      expect(links).toHaveLength(3);
      expect(mailsTo(unlinked.owner.email)).toHaveLength(1);

      // "Still available" from Telegram works as from the e-mail, once.
      const res = await tapLink(links[0]!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ action: 'confirm', status: 'available' });
      expect((await tapLink(links[0]!)).statusCode).toBe(400);
    });

    it('the Telegram copy speaks the language the publisher linked Telegram in', async () => {
      const amharic = await rental(880_011, 'am', 'ቦሌ ያለ ባለ ሁለት መኝታ አፓርታማ');
      const oromo = await rental(880_012, 'om');
      const tigrinya = await rental(880_013, 'ti');
      at(25.5);
      await runFreshness(env.ctx);
      const textTo = (chatId: number) => tg.sent().find((m) => m.chat_id === chatId)!.text as string;
      const lapse = new Date(t0 + 30 * DAY);
      const ethiopic = (locale: string) =>
        new Intl.DateTimeFormat(`${locale}-ET-u-ca-ethiopic`, {
          dateStyle: 'long',
          timeZone: 'Africa/Addis_Ababa',
        }).format(lapse);

      const am = textTo(880_011);
      expect(am).toContain('ቦሌ ያለ ባለ ሁለት መኝታ አፓርታማ');
      expect(am).not.toContain(amharic.listing.title);
      expect(am).toContain('አሁንም ይገኛል');
      expect(am).toContain('ተከራይቷል');
      expect(am).toContain(ethiopic('am'));
      expect(am).not.toMatch(/Still available|Remove it/);
      const om = textTo(880_012);
      expect(om).toContain(oromo.listing.title);
      expect(om).toContain('Ammallee ni argama');
      expect(om).not.toMatch(/Still available|Remove it/);
      const ti = textTo(880_013);
      expect(ti).toContain('ሕጂ’ውን ይርከብ');
      expect(ti).toContain(ethiopic('ti'));
      expect(ti).toContain(tigrinya.listing.title);
      // Each keeps its three one-tap links, the e-mail's.
      for (const [text, who] of [
        [am, amharic],
        [om, oromo],
        [ti, tigrinya],
      ] as const)
        expect(tokensIn(text)).toEqual(tokensIn(mailsTo(who.owner.email)[0]!));
    });

    it('Telegram refusing the copy neither stops the e-mail nor sends either twice', async () => {
      const linked = await rental(880_002);
      tg.failSends = { code: 403, description: 'Forbidden: bot was blocked by the user' };
      at(26);
      await runFreshness(env.ctx);
      tg.failSends = null;
      await runFreshness(env.ctx);
      expect(mailsTo(linked.owner.email)).toHaveLength(1);
      expect(tg.sent().filter((m) => m.chat_id === 880_002)).toHaveLength(1);
    });

    it('an expired listing is notified once; its one link brings it back, and a listing confirmed meanwhile gets no notice', async () => {
      const lapsed = await rental(null);
      const confirmed = await rental(null);
      at(26);
      await runFreshness(env.ctx);
      // Confirmed on My Properties before the expiry: nothing to notify.
      await env.ctx.database.db
        .update(properties)
        .set({ lastConfirmedAt: new Date(t0 + 26 * DAY) })
        .where(eq(properties.id, confirmed.listing.id));

      at(30.5);
      const run = await runFreshness(env.ctx);
      expect(run.expired).toContain(lapsed.listing.id);
      expect(run.expired).not.toContain(confirmed.listing.id);
      await runFreshness(env.ctx);
      const notices = mailsTo(lapsed.owner.email).filter((m) => m.includes('Subject: Expired:'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain(lapsed.listing.title);
      expect(mailsTo(confirmed.owner.email).filter((m) => m.includes('Subject: Expired:'))).toHaveLength(0);

      const [link] = tokensIn(notices[0]!);
      const res = await tapLink(link!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ action: 'confirm', status: 'available' });
      const ids = (await env.app.inject({ method: 'GET', url: '/api/properties/properties/?page_size=100' }))
        .json()
        .results.map((r: { id: number }) => r.id);
      expect(ids).toContain(lapsed.listing.id);
    });

    it('a listing that expires without a reminder (reminders off) is still notified, with a working link', async () => {
      const { listing, owner } = await rental(null);
      const reminderDays = env.ctx.config.freshness.reminderDays;
      env.ctx.config.freshness.reminderDays = 0;
      try {
        at(31);
        expect((await runFreshness(env.ctx)).expired).toContain(listing.id);
      } finally {
        env.ctx.config.freshness.reminderDays = reminderDays;
      }
      const mails = mailsTo(owner.email);
      expect(mails.map((m) => /Subject: (\w+)/.exec(m)?.[1])).toEqual(['Expired']);
      const [link] = tokensIn(mails[0]!);
      expect((await tapLink(link!)).json()).toMatchObject({ status: 'available' });
    });
  });
}
