import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { listingReminders, properties } from '../../src/server/db/schema';
import { runFreshness } from '../../src/server/features/freshness/job';
import { decodeMail, outbox, signedIn } from '../support/auth';
import { backends, createTestContext, describeWithDb } from '../support/db';
import { factories } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Listing freshness (decision 036): expiry and reminders at a moved clock, never by waiting; the
 * one-tap links; the owner's confirmation; the `confirmed_within` filter and the confirmation sort.
 */
describeWithDb('Listing freshness', (env) => {
  const t0 = Date.now();
  const at = (days: number) => {
    env().ctx.clock = () => new Date(t0 + days * DAY);
  };
  afterEach(() => {
    env().ctx.clock = undefined;
  });
  const api = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => env().app.inject({ method, url, headers, payload });

  /** An available listing of a fresh owner, confirmed at t0 (plus `days`). */
  async function listing(listingType: 'rent' | 'sale', days = 0) {
    const f = factories(env().ctx);
    const owner = await f.user({ fullName: 'Hanna Tesfaye' });
    const row = await f.property({
      ownerId: owner.id,
      listingType,
      status: 'available',
      lastConfirmedAt: new Date(t0 + days * DAY),
    });
    return { owner, listing: row };
  }
  /** The reminders a publisher got (the notice of expiry: listing-freshness-notices.test.ts). */
  const mailsTo = (address: string) =>
    outbox(env().ctx)
      .map((m) => decodeMail(m.text))
      .filter((m) => m.includes(`To: ${address}`) && m.includes('Subject: Still available?'));
  const linksIn = (mail: string) =>
    Object.fromEntries(
      ['confirm', 'taken', 'remove'].map((action, i) => {
        const tokens = [...mail.matchAll(/listing-reminder\?token=([\w.-]+)/g)].map((m) => m[1]!);
        return [action, [...new Set(tokens)][i]!];
      }),
    ) as Record<'confirm' | 'taken' | 'remove', string>;
  const statusOf = async (id: number) =>
    (await env().ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const tapLink = (token: string) => api('POST', '/api/properties/reminder-links/', {}, { token });
  const publicIds = async (query = '') =>
    (await api('GET', `/api/properties/properties/?page_size=100${query}`))
      .json()
      .results.map((r: { id: number }) => r.id);

  it('a rental is reminded once 5 days before 30 days, then expires and leaves the public list', async () => {
    const { owner, listing: rent } = await listing('rent');
    const { listing: sale } = await listing('sale');

    at(24.9);
    await runFreshness(env().ctx);
    expect(mailsTo(owner.email)).toHaveLength(0);

    at(25.1);
    await runFreshness(env().ctx);
    await runFreshness(env().ctx);
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Still available? ${rent.title}`);
    const links = linksIn(mails[0]!);
    expect(new Set(Object.values(links)).size).toBe(3);

    at(30.1);
    const run = await runFreshness(env().ctx);
    expect(run.expired).toContain(rent.id);
    expect(run.expired).not.toContain(sale.id);
    expect((await statusOf(rent.id)).status).toBe('expired');
    expect((await statusOf(sale.id)).status).toBe('available');
    expect(await publicIds()).not.toContain(rent.id);
    expect(await publicIds()).toContain(sale.id);
    expect((await api('GET', `/api/properties/properties/${rent.id}/`)).statusCode).toBe(404);
    expect((await api('GET', '/api/properties/properties/?status=expired')).json().count).toBe(0);
    // No second reminder for the same confirmation, however often the pass runs.
    await runFreshness(env().ctx);
    expect(mailsTo(owner.email)).toHaveLength(1);

    // A sale lasts 90 days.
    at(90.1);
    expect((await runFreshness(env().ctx)).expired).toContain(sale.id);
  });

  it('"still available" from the e-mail, without signing in: back on the market, counted from now', async () => {
    const { owner, listing: rent } = await listing('rent');
    at(26);
    await runFreshness(env().ctx);
    const links = linksIn(mailsTo(owner.email)[0]!);
    at(31);
    await runFreshness(env().ctx);
    expect((await statusOf(rent.id)).status).toBe('expired');

    const res = await tapLink(links.confirm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'confirm', id: rent.id, status: 'available' });
    const row = await statusOf(rent.id);
    expect(row.status).toBe('available');
    expect(row.lastConfirmedAt.getTime()).toBe(t0 + 31 * DAY);
    // "Newest" keeps the first publication.
    expect(row.createdAt.getTime()).toBe(rent.createdAt.getTime());
    expect(await publicIds()).toContain(rent.id);

    // Once: the same link, and the reminder's other links, are spent.
    for (const token of Object.values(links)) expect((await tapLink(token)).statusCode).toBe(400);
    expect((await statusOf(rent.id)).status).toBe('available');
    // The next cycle counts from the confirmation: a new reminder at day 31 + 25.
    at(56.5);
    await runFreshness(env().ctx);
    expect(mailsTo(owner.email)).toHaveLength(2);
  });

  it('"rented" and "remove" links; tampered, expired and unknown links are refused alike', async () => {
    const a = await listing('rent');
    const b = await listing('sale', -60);
    at(26);
    await runFreshness(env().ctx);
    const linksA = linksIn(mailsTo(a.owner.email)[0]!);
    const linksB = linksIn(mailsTo(b.owner.email)[0]!);

    // Tampered: another action under the same signature, a changed signature, garbage.
    const [payload, signature] = linksA.confirm.split('.');
    const otherAction = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('confirm', 'remove'),
    ).toString('base64url');
    for (const token of [
      `${otherAction}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      'x.y',
      linksA.confirm.replace(/^./, (c) => (c === 'M' ? 'N' : 'M')),
    ]) {
      const res = await tapLink(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('token');
    }
    expect((await statusOf(a.listing.id)).status).toBe('available');

    expect((await tapLink(linksA.taken)).json()).toMatchObject({ action: 'taken', status: 'rented' });
    expect((await statusOf(a.listing.id)).status).toBe('rented');

    // Expired: 14 days after the reminder.
    at(26 + 14.1);
    expect((await tapLink(linksB.remove)).statusCode).toBe(400);
    at(27);
    expect((await tapLink(linksB.remove)).json()).toMatchObject({ action: 'remove', status: 'unavailable' });
    expect(await publicIds()).not.toContain(b.listing.id);
  });

  it('the owner confirms an expired listing on My Properties; others cannot', async () => {
    const f = factories(env().ctx);
    const me = await signedIn(env().app, env().ctx);
    const row = await f.property({
      ownerId: me.user.id,
      listingType: 'rent',
      status: 'available',
      lastConfirmedAt: new Date(t0),
    });
    at(31);
    await runFreshness(env().ctx);
    const mine = (await api('GET', '/api/properties/my-properties/?status=expired', me.headers)).json();
    expect(mine.results.map((r: { id: number }) => r.id)).toEqual([row.id]);
    expect(Date.parse(mine.results[0].expires_at)).toBe(t0 + 30 * DAY);

    const stranger = await signedIn(env().app, env().ctx);
    expect((await api('POST', `/api/properties/properties/${row.id}/confirm/`)).statusCode).toBe(401);
    expect(
      (await api('POST', `/api/properties/properties/${row.id}/confirm/`, stranger.headers)).statusCode,
    ).toBe(404);
    const res = await api('POST', `/api/properties/properties/${row.id}/confirm/`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'available',
      last_confirmed_at: new Date(t0 + 31 * DAY).toISOString(),
    });
    expect(await publicIds()).toContain(row.id);
    // A listing still in review is not the confirmation's to publish.
    const pending = await f.property({ ownerId: me.user.id, status: 'pending', reviewState: 'pending' });
    expect(
      (await api('POST', `/api/properties/properties/${pending.id}/confirm/`, me.headers)).statusCode,
    ).toBe(409);
  });

  it('putting a listing back on the market from the edit form counts as a confirmation', async () => {
    const me = await signedIn(env().app, env().ctx);
    const row = await factories(env().ctx).property({
      ownerId: me.user.id,
      listingType: 'rent',
      status: 'unavailable',
      lastConfirmedAt: new Date(t0 - 60 * DAY),
    });
    const res = await api('PATCH', `/api/properties/properties/${row.id}/`, me.headers, {
      status: 'available',
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - (await statusOf(row.id)).lastConfirmedAt.getTime()).toBeLessThan(60_000);
    expect((await runFreshness(env().ctx)).expired).not.toContain(row.id);
  });

  it('confirmed_within and the confirmation sort, declared once, on cards', async () => {
    const old = await listing('sale', -10);
    const recent = await listing('sale', -1);
    env().ctx.clock = undefined;
    const within = await publicIds('&confirmed_within=7');
    expect(within).toContain(recent.listing.id);
    expect(within).not.toContain(old.listing.id);
    const sorted: number[] = await publicIds('&ordering=-confirmed_at');
    expect(sorted.indexOf(recent.listing.id)).toBeLessThan(sorted.indexOf(old.listing.id));
    const card = (await api('GET', `/api/properties/properties/?page_size=100`))
      .json()
      .results.find((r: { id: number }) => r.id === recent.listing.id);
    expect(Date.parse(card.last_confirmed_at)).toBe(t0 - DAY);
    expect((await api('GET', '/api/properties/properties/?confirmed_within=x')).statusCode).toBe(400);
  });

  it('passes running at once send one reminder', async () => {
    const { owner } = await listing('rent');
    at(26);
    // On PostgreSQL each pass holds its own pooled connection, as separate processes would: one
    // takes the advisory lock, the others find it taken and do nothing.
    const runs = await Promise.all([
      runFreshness(env().ctx),
      runFreshness(env().ctx),
      runFreshness(env().ctx),
    ]);
    expect(runs.some((r) => r.ran)).toBe(true);
    expect(mailsTo(owner.email)).toHaveLength(1);
    const reminders = await env().ctx.database.db.select().from(listingReminders);
    expect(new Set(reminders.map((r) => `${r.propertyId}:${r.confirmedAt.toISOString()}`)).size).toBe(
      reminders.length,
    );
  });
});

it.each(backends())('a process restarted mid-way finds what is left [%s]', async (backend) => {
  // A reminder claimed but never sent (the process died) is not lost: unclaimed, the next pass sends it.
  const made = await createTestContext(backend);
  try {
    const f = factories(made.ctx);
    const owner = await f.user();
    await f.property({
      ownerId: owner.id,
      listingType: 'rent',
      status: 'available',
      lastConfirmedAt: new Date(),
    });
    made.ctx.clock = () => new Date(Date.now() + 26 * DAY);
    const failing = made.ctx.mailer.send;
    made.ctx.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    expect((await runFreshness(made.ctx)).sent).toBe(0);
    made.ctx.mailer.send = failing;
    expect((await runFreshness(made.ctx)).sent).toBe(1);
    expect((await runFreshness(made.ctx)).sent).toBe(0);
  } finally {
    await made.cleanup();
  }
});
