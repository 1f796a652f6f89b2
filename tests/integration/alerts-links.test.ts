import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { listingWentPublic } from '../../src/server/features/alerts/events';
import { webhookSecret } from '../../src/server/features/alerts/telegram';
import { runAlerts } from '../../src/server/features/alerts/worker';
import { decodeMail, outbox, signedIn } from '../support/auth';
import { backends, createTestContext, type TestEnv } from '../support/db';
import { factories } from '../support/factories';
import { type FakeTelegram, startFakeTelegram } from '../support/telegram-fake';

/**
 * What happens after an alert leaves (decision 053): its links count clicks and lead only to
 * Sefer's own pages, the unsubscribe page and the bot speak the person's language, and staff
 * read the day's figures. Each backend gets its own database, so the figures are this file's.
 */
for (const backend of backends()) {
  describe(`Alert links, languages and staff figures [${backend}]`, () => {
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

    const publish = async (title: string) => {
      const listing = await factories(env.ctx).property({ title });
      await listingWentPublic(env.ctx.database.db, listing.id);
      return listing;
    };
    const save = async (headers: Record<string, string>, body: object) => {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/users/saved-searches/',
        headers,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const hook = (message: object) =>
      env.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook/',
        headers: { 'x-telegram-bot-api-secret-token': webhookSecret(env.ctx.config) },
        payload: { update_id: 1, message },
      });
    const linkTelegram = async (headers: Record<string, string>, chatId: number, language: string) => {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/users/telegram/link/',
        headers,
        cookies: { lang: language },
      });
      const token = new URL(res.json().url).searchParams.get('start')!;
      tg.calls.length = 0;
      await hook({ chat: { id: chatId }, text: `/start ${token}` });
      return String(tg.sent().at(-1)?.text);
    };

    it('counts a click and leads to the listing; refuses any address outside Sefer’s listings and searches', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `onyx${Date.now()}`;
      await save(headers, { query: `search=${word}` });
      const since = outbox(env.ctx).length;
      const listing = await publish(`Flat ${word}`);
      await runAlerts(env.ctx);
      const mail = decodeMail(
        outbox(env.ctx)
          .slice(since)
          .find((m) => m.text.includes(`To: ${user.email}`))!.text,
      );
      const link = new URL(/https?:\/\/\S+\/api\/alerts\/go\/\?\S+/.exec(mail)![0]);
      expect(link.searchParams.get('to')).toBe(`/properties/${listing.id}`);
      const click = await env.app.inject({ url: link.pathname + link.search });
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe(`/properties/${listing.id}`);
      // A search of the list is a place an alert may lead too.
      const list = await env.app.inject({
        url: `/api/alerts/go/?c=telegram&to=${encodeURIComponent('/properties?listing_type=rent&bedrooms=2')}`,
      });
      expect(list.headers.location).toBe('/properties?listing_type=rent&bedrooms=2');
      for (const to of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '/properties/1/../../admin',
        '/admin',
        '/properties/12@evil.example',
        'javascript:alert(1)',
        '/properties?x=1#//evil.example',
      ]) {
        const res = await env.app.inject({ url: `/api/alerts/go/?c=email&to=${encodeURIComponent(to)}` });
        expect(res.statusCode, to).toBe(400);
        expect(res.json().to, to).toEqual([expect.any(String)]);
        expect(res.headers.location).toBeUndefined();
      }
    });

    it('asks and confirms an unsubscribe in the language the search was saved in', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `opal${Date.now()}`;
      await save(headers, { query: `search=${word}`, language: 'am', name: 'ቤቶች' });
      const since = outbox(env.ctx).length;
      await publish(`House ${word}`);
      await runAlerts(env.ctx);
      const raw = outbox(env.ctx)
        .slice(since)
        .find((m) => m.text.includes(`To: ${user.email}`))!.text;
      const url = new URL(/List-Unsubscribe:\s+<([^>]+)>/.exec(raw)![1]!);
      const asked = await env.app.inject({ url: url.pathname + url.search });
      expect(asked.body).toContain('<html lang="am">');
      expect(asked.body).toContain('እነዚህን ማሳወቂያዎች ላቁም?');
      expect(asked.body).toContain('ደንበኝነቴን አቋርጥ');
      const post = () =>
        env.app.inject({
          method: 'POST',
          url: url.pathname + url.search,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const done = await post();
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('ተቋርጧል');
      // A second press changes nothing and is not counted again (the figures below).
      expect((await post()).statusCode).toBe(200);
    });

    it('has the bot answer in the language of the page the link came from, and Telegram’s before linking', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const chat = 990_000 + user.id;
      expect(await linkTelegram(headers, chat, 'om')).toBe(
        'Walqabateera: beeksisni Sefer asitti dhufa. Dhaabuuf /stop ergaa.',
      );
      tg.calls.length = 0;
      await hook({ chat: { id: chat }, text: '/stop' });
      expect(String(tg.sent()[0]!.text)).toBe('Addaan baheera: kana booda beeksisni Sefer asitti hin dhufu.');
      tg.calls.length = 0;
      await hook({
        chat: { id: chat },
        from: { id: 5, language_code: 'am' },
        text: '/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(String(tg.sent()[0]!.text)).toContain('ይህ ማገናኛ ጊዜው አልፏል');
      tg.calls.length = 0;
      await hook({ chat: { id: chat + 1 }, text: '/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(String(tg.sent()[0]!.text)).toBe(
        'This link has expired. Open a new one from Saved searches on Sefer.',
      );
      // Linked in Tigrinya: the bot's words, and the alerts of a Tigrinya search.
      expect(await linkTelegram(headers, chat, 'ti')).toContain('ተራኺቡ');
    });

    it('gives staff the day’s figures: sent per channel, failures, clicks and unsubscribes', async () => {
      // A Telegram alert sent, and one refused for good (the person blocked the bot).
      const reader = await signedIn(env.app, env.ctx);
      await linkTelegram(reader.headers, 995_000 + reader.user.id, 'en');
      const word = `quartz${Date.now()}`;
      await save(reader.headers, { query: `search=${word}`, channels: ['telegram'] });
      await publish(`Shop ${word}`);
      await runAlerts(env.ctx);
      tg.failSends = { code: 403, description: 'Forbidden: bot was blocked by the user' };
      await publish(`Shop ${word} two`);
      await runAlerts(env.ctx);
      tg.failSends = null;

      const staff = await signedIn(env.app, env.ctx, { isStaff: true });
      const bad = await env.app.inject({ url: '/api/admin/alerts/stats/?days=0', headers: staff.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().days).toEqual([expect.any(String)]);
      const res = await env.app.inject({ url: '/api/admin/alerts/stats/?days=7', headers: staff.headers });
      expect(res.statusCode, res.body).toBe(200);
      const stats = res.json();
      expect(stats.days).toHaveLength(7);
      const today = stats.days[0];
      expect(today.date).toBe(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
      // This file's alerts: two e-mails (click, unsubscribe tests), one Telegram message.
      expect(today.sent).toEqual({ email: 2, telegram: 1 });
      expect(today.failed).toEqual({ email: 0, telegram: 1 });
      expect(today.clicks).toEqual({ email: 1, telegram: 1 });
      // The e-mail link pressed twice counts once; /stop once.
      expect(today.unsubscribes).toEqual({ email: 1, telegram: 1 });
      expect(stats.totals.sent).toEqual(today.sent);
    });
  });
}
