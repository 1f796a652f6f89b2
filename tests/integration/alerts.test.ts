import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { alertJobs, savedSearches } from '../../src/server/db/schema';
import { listingWentPublic } from '../../src/server/features/alerts/events';
import { LEASE_MS } from '../../src/server/features/alerts/schedule';
import { webhookSecret } from '../../src/server/features/alerts/telegram';
import { runAlerts } from '../../src/server/features/alerts/worker';
import { decodeMail, outbox, signedIn } from '../support/auth';
import { backends, createTestContext, type TestEnv } from '../support/db';
import { factories } from '../support/factories';
import { type FakeTelegram, startFakeTelegram } from '../support/telegram-fake';

/** Alerts of saved searches, delivered with moved clocks: nothing here waits for the worker's tick. */
for (const backend of backends()) {
  describe(`Saved-search alerts [${backend}]`, () => {
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
    beforeEach(async () => {
      tg.calls.length = 0;
      tg.failSends = null;
      tg.refusePhotos = false;
      // Each test starts with nothing left to send from the one before.
      await runAlerts(env.ctx, new Date(Date.now() + 30 * 86_400_000));
    });

    const db = () => env.ctx.database.db;
    const save = async (headers: Record<string, string>, body: object) => {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/users/saved-searches/',
        headers,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; query: string };
    };
    /** A listing made public the way the product does it: the row and its event together. */
    const publish = async (fields: Parameters<ReturnType<typeof factories>['property']>[0]) => {
      const listing = await factories(env.ctx).property(fields);
      await listingWentPublic(db(), listing.id);
      return listing;
    };
    const mailsTo = (email: string, since: number) =>
      outbox(env.ctx)
        .slice(since)
        .filter((m) => m.text.includes(`To: ${email}`))
        .map((m) => ({ raw: m.text, body: decodeMail(m.text) }));

    it('e-mails one alert per listing per person, however many of their searches match, and none for the rest', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `amber${Date.now()}`;
      await save(headers, { query: `search=${word}&bedrooms=2`, name: 'Two bedrooms' });
      await save(headers, { query: `search=${word}&listing_type=rent`, name: 'Rentals' });
      const since = outbox(env.ctx).length;
      const hit = await publish({ title: `Flat ${word}`, bedrooms: 3, listingType: 'rent', price: 25_000 });
      await publish({ title: `Flat ${word} one room`, bedrooms: 1, listingType: 'sale' });
      await publish({ title: 'Unrelated flat', bedrooms: 3, listingType: 'rent' });
      expect((await runAlerts(env.ctx)).events).toBe(3);
      const mails = mailsTo(user.email, since);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain(`/properties/${hit.id}`);
      expect(mails[0]!.body).toContain('25,000 ETB per month');
      expect(mails[0]!.raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/alerts\/unsubscribe\/\?s=\d+/m);
      expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      // Nothing more on the next pass.
      expect((await runAlerts(env.ctx)).jobs).toBe(0);
    });

    it('goes through staff approval: approving a pending listing alerts a matching search', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `basalt${Date.now()}`;
      await save(headers, { query: `search=${word}` });
      const staff = await signedIn(env.app, env.ctx, { isStaff: true });
      const pending = await factories(env.ctx).property({ title: `Villa ${word}`, status: 'pending' });
      const since = outbox(env.ctx).length;
      await runAlerts(env.ctx);
      expect(mailsTo(user.email, since)).toHaveLength(0);
      const approve = await env.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${pending.id}/approve/`,
        headers: staff.headers,
        payload: {},
      });
      expect(approve.statusCode, approve.body).toBe(200);
      await runAlerts(env.ctx);
      expect(mailsTo(user.email, since)).toHaveLength(1);
    });

    it('respects pause, and the unsubscribe link pauses the search', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `cedar${Date.now()}`;
      const search = await save(headers, { query: `search=${word}` });
      const since = outbox(env.ctx).length;
      await publish({ title: `House ${word} one` });
      await runAlerts(env.ctx);
      const [mail] = mailsTo(user.email, since);
      const link = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail!.raw)![1]!;
      const url = new URL(link);
      // Opening it asks; the one-click POST (RFC 8058) does it.
      const asked = await env.app.inject({ url: url.pathname + url.search });
      expect(asked.statusCode).toBe(200);
      expect(
        (await db().select().from(savedSearches).where(eq(savedSearches.id, search.id)))[0]!.paused,
      ).toBe(false);
      const forged = await env.app.inject({
        method: 'POST',
        url: `${url.pathname}?s=${search.id}&t=${'A'.repeat(32)}`,
      });
      expect(forged.statusCode).toBe(404);
      const done = await env.app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(
        (await db().select().from(savedSearches).where(eq(savedSearches.id, search.id)))[0]!.paused,
      ).toBe(true);
      await publish({ title: `House ${word} two` });
      await runAlerts(env.ctx);
      expect(mailsTo(user.email, since)).toHaveLength(1);
    });

    it('groups a daily digest for 08:00 Addis Ababa time', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `dune${Date.now()}`;
      await save(headers, { query: `search=${word}`, frequency: 'daily', name: 'Daily dunes' });
      const since = outbox(env.ctx).length;
      for (let i = 0; i < 12; i++) await publish({ title: `Flat ${word} ${i}` });
      const now = new Date(Date.now() + 86_400_000);
      now.setUTCHours(10, 0, 0, 0); // 13:00 in Addis Ababa
      await runAlerts(env.ctx, now);
      expect(mailsTo(user.email, since)).toHaveLength(0);
      await runAlerts(env.ctx, new Date(now.getTime() + 18 * 3_600_000 - 1)); // 07:59:59.999 next day
      expect(mailsTo(user.email, since)).toHaveLength(0);
      await runAlerts(env.ctx, new Date(now.getTime() + 19 * 3_600_000)); // 08:00 next day
      const mails = mailsTo(user.email, since);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain('12 new listings for “Daily dunes”');
      expect(mails[0]!.body).toContain('and 2 more');
    });

    it('sends nothing of a search deleted before its digest left, and forgets its jobs', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `quince${Date.now()}`;
      const search = await save(headers, { query: `search=${word}`, frequency: 'daily' });
      const since = outbox(env.ctx).length;
      await publish({ title: `Flat ${word}` });
      await publish({ title: `House ${word}` });
      await runAlerts(env.ctx);
      const pending = () => db().$count(alertJobs, eq(alertJobs.searchId, search.id));
      expect(await pending()).toBe(2);
      const gone = await env.app.inject({
        method: 'DELETE',
        url: `/api/users/saved-searches/${search.id}/`,
        headers,
      });
      expect(gone.statusCode).toBe(204);
      await runAlerts(env.ctx, new Date(Date.now() + 2 * 86_400_000));
      expect(mailsTo(user.email, since)).toHaveLength(0);
      expect(await pending()).toBe(0);
    });

    it('links Telegram with a one-time start token, sends there, and /stop unlinks', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const link = await env.app.inject({ method: 'POST', url: '/api/users/telegram/link/', headers });
      expect(link.statusCode).toBe(200);
      const token = /^https:\/\/t\.me\/sefer_alerts_bot\?start=([\w-]+)$/.exec(link.json().url)![1]!;
      const hook = (text: string, secret = webhookSecret(env.ctx.config)) =>
        env.app.inject({
          method: 'POST',
          url: '/api/telegram/webhook/',
          headers: { 'x-telegram-bot-api-secret-token': secret },
          payload: { update_id: 1, message: { message_id: 1, chat: { id: 777_000 + user.id }, text } },
        });
      expect((await hook(`/start ${token}`, 'wrong')).statusCode).toBe(403);
      expect((await hook(`/start ${token}`)).statusCode).toBe(200);
      // The token is spent.
      const other = await signedIn(env.app, env.ctx);
      await hook(`/start ${token}`);
      const list = await env.app.inject({ url: '/api/users/saved-searches/', headers });
      expect(list.json().telegram).toEqual({ available: true, linked: true });

      const word = `ember${Date.now()}`;
      await save(headers, { query: `search=${word}`, channels: ['telegram'], language: 'am', name: 'ቤቶች' });
      tg.calls.length = 0;
      const listing = await publish({ title: `Flat ${word}`, titleAm: 'አፓርታማ', photos: 1 });
      await runAlerts(env.ctx);
      const sent = tg.sent();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ chat_id: 777_000 + user.id, parse_mode: 'HTML' });
      expect(String(sent[0]!.caption)).toContain('አፓርታማ');
      expect(String(sent[0]!.caption)).toContain(`/properties/${listing.id}`);
      expect(String(sent[0]!.photo)).toMatch(/^http/);
      expect(other.user.id).not.toBe(user.id);

      // A photo Telegram cannot fetch: the alert goes as text.
      tg.refusePhotos = true;
      tg.calls.length = 0;
      const unseen = await publish({ title: `Flat ${word} unseen`, photos: 1 });
      await runAlerts(env.ctx);
      tg.refusePhotos = false;
      expect(tg.calls.map((c) => c.method)).toEqual(['sendPhoto', 'sendMessage']);
      expect(String(tg.sent()[1]!.text)).toContain(`/properties/${unseen.id}`);

      await hook('/stop');
      await publish({ title: `Flat ${word} two` });
      tg.calls.length = 0;
      await runAlerts(env.ctx);
      expect(
        tg
          .sent()
          .filter((m) => m.chat_id === 777_000 + user.id && !String(m.text ?? '').startsWith('Unlinked')),
      ).toEqual([]);
    });

    it('retries failed sends with back-off, then gives up and shows it on the saved search', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const link = (
        await env.app.inject({ method: 'POST', url: '/api/users/telegram/link/', headers })
      ).json();
      const token = new URL(link.url).searchParams.get('start')!;
      await env.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook/',
        headers: { 'x-telegram-bot-api-secret-token': webhookSecret(env.ctx.config) },
        payload: { message: { chat: { id: 888_000 + user.id }, text: `/start ${token}` } },
      });
      const word = `flint${Date.now()}`;
      const search = await save(headers, { query: `search=${word}`, channels: ['telegram'] });
      await publish({ title: `Shop ${word}` });
      tg.calls.length = 0;
      tg.failSends = { code: 502, description: 'Bad Gateway' };
      let now = new Date();
      const attempts = () => tg.calls.filter((c) => c.method === 'sendMessage').length;
      await runAlerts(env.ctx, now);
      expect(attempts()).toBe(1);
      // Not again before the back-off (1 minute), then again after it.
      await runAlerts(env.ctx, new Date(now.getTime() + 59_000));
      expect(attempts()).toBe(1);
      for (const wait of [60_000, 4 * 60_000, 16 * 60_000, 64 * 60_000]) {
        now = new Date(now.getTime() + wait + 1);
        await runAlerts(env.ctx, now);
      }
      expect(attempts()).toBe(5);
      await runAlerts(env.ctx, new Date(now.getTime() + 86_400_000));
      expect(attempts()).toBe(5);
      const shown = (await env.app.inject({ url: '/api/users/saved-searches/', headers })).json();
      const mine = shown.results.find((s: { id: number }) => s.id === search.id);
      expect(mine.last_failure).toContain('Bad Gateway');
    });

    it('tells people who saved a listing when its price falls by 5 % or more, not less', async () => {
      const reader = await signedIn(env.app, env.ctx);
      const agent = await signedIn(env.app, env.ctx, { isAgent: true, isVerifiedAgent: true });
      const listing = await factories(env.ctx).property({
        ownerId: agent.user.id,
        agentId: agent.user.id,
        price: 1_000_000,
      });
      const saved = await env.app.inject({
        method: 'POST',
        url: `/api/properties/properties/${listing.id}/save/`,
        headers: reader.headers,
      });
      expect(saved.statusCode).toBe(201);
      const since = outbox(env.ctx).length;
      const patch = (price: number) =>
        env.app.inject({
          method: 'PATCH',
          url: `/api/properties/properties/${listing.id}/`,
          headers: agent.headers,
          payload: { price },
        });
      expect((await patch(960_000)).statusCode).toBe(200); // 4 %: nothing
      await runAlerts(env.ctx);
      expect(mailsTo(reader.user.email, since)).toHaveLength(0);
      expect((await patch(900_000)).statusCode).toBe(200);
      await runAlerts(env.ctx);
      const mails = mailsTo(reader.user.email, since);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain('Price reduced');
      expect(mails[0]!.body).toContain('900,000 ETB');
    });

    it('loses nothing and sends nothing twice when a process dies between taking a job and finishing it', async () => {
      const { user, headers } = await signedIn(env.app, env.ctx);
      const word = `garnet${Date.now()}`;
      await save(headers, { query: `search=${word}` });
      const since = outbox(env.ctx).length;
      const listing = await publish({ title: `Flat ${word}` });
      const now = new Date();
      // The fan-out ran (its instant jobs are born taken, with its lease) and the process died
      // before sending them.
      const { fanOut } = await import('../../src/server/features/alerts/fanout');
      await fanOut(env.ctx, now);
      await db()
        .update(alertJobs)
        .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: 1 })
        .where(eq(alertJobs.propertyId, listing.id));
      await runAlerts(env.ctx, new Date(now.getTime() + 1000));
      expect(mailsTo(user.email, since)).toHaveLength(0);
      // Its lease ran out: another process sends it, once, whoever runs next.
      const later = new Date(now.getTime() + LEASE_MS + 1);
      await Promise.all([runAlerts(env.ctx, later), runAlerts(env.ctx, later), runAlerts(env.ctx, later)]);
      await runAlerts(env.ctx, new Date(later.getTime() + LEASE_MS * 10));
      expect(mailsTo(user.email, since)).toHaveLength(1);
    });
  });
}
