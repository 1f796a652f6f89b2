import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { listingContacts, listingViews } from '../../src/server/db/schema';
import { addisDay } from '../../src/server/lib/visitors';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeWithDb('leads: contacts counted and read by the publisher', (env) => {
  const tap = (
    id: number,
    kind: string,
    { ip = '127.0.0.1', ua = PHONE, headers = {} as Record<string, string>, asText = false } = {},
  ) =>
    env().app.inject({
      method: 'POST',
      url: `/api/properties/properties/${id}/contact-events/`,
      headers: {
        'user-agent': ua,
        'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json',
        ...headers,
      },
      payload: JSON.stringify({ kind }),
      remoteAddress: ip,
    });
  const stats = (id: number, headers: Record<string, string> = {}, query = '') =>
    env().app.inject({ url: `/api/properties/properties/${id}/stats/${query}`, headers });
  const countsOf = async (id: number) => {
    const rows = await env()
      .ctx.database.db.select()
      .from(listingContacts)
      .where(eq(listingContacts.propertyId, id));
    return Object.fromEntries(rows.map((r) => [r.kind, r.count]));
  };

  async function agentListing(overrides: Parameters<ReturnType<typeof factories>['property']>[0] = {}) {
    const f = factories(env().ctx);
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const owner = await signedIn(env().app, env().ctx);
    const listing = await f.property({
      ownerId: owner.user.id,
      agentId: agent.user.id,
      status: 'available',
      ...overrides,
    });
    return { agent, owner, listing, f };
  }

  it('counts a tap once per address, kind and day, whatever the browser says, never a bot', async () => {
    const { listing } = await agentListing();
    const [here, there] = [randomIp(), randomIp()];
    const first = await tap(listing.id, 'call', { ip: here });
    expect(first.statusCode).toBe(204);
    expect(first.headers['x-contact-event']).toBe('recorded');
    for (let i = 0; i < 5; i++) {
      const again = await tap(listing.id, 'call', { ip: here, ua: `${PHONE} rotation/${i}` });
      expect(again.headers['x-contact-event']).toBe('duplicate');
    }
    expect((await tap(listing.id, 'call', { ip: there, ua: GOOGLEBOT })).headers['x-contact-event']).toBe(
      'bot',
    );
    expect((await tap(listing.id, 'call', { ip: there, ua: '' })).headers['x-contact-event']).toBe('bot');
    // sendBeacon sends its string as text/plain.
    expect((await tap(listing.id, 'telegram', { ip: here, asText: true })).headers['x-contact-event']).toBe(
      'recorded',
    );
    expect((await tap(listing.id, 'call', { ip: there })).headers['x-contact-event']).toBe('recorded');
    expect(await countsOf(listing.id)).toEqual({ call: 2, telegram: 1 });
  });

  it('counts a member once from every address, and never the listing’s owner or agent', async () => {
    const { agent, owner, listing } = await agentListing();
    const member = await signedIn(env().app, env().ctx);
    expect(
      (await tap(listing.id, 'share', { headers: member.headers, ip: randomIp() })).headers[
        'x-contact-event'
      ],
    ).toBe('recorded');
    expect(
      (await tap(listing.id, 'share', { headers: member.headers, ip: randomIp() })).headers[
        'x-contact-event'
      ],
    ).toBe('duplicate');
    for (const publisher of [agent, owner])
      expect(
        (await tap(listing.id, 'share', { headers: publisher.headers, ip: randomIp() })).headers[
          'x-contact-event'
        ],
      ).toBe('publisher');
    expect(await countsOf(listing.id)).toEqual({ share: 1 });
  });

  it('refuses other kinds and listings the public cannot see', async () => {
    const { listing, f } = await agentListing();
    expect((await tap(listing.id, 'save')).statusCode).toBe(400);
    expect((await tap(listing.id, 'visit')).statusCode).toBe(400);
    const hidden = await f.property({ status: 'pending' });
    expect((await tap(hidden.id, 'call')).statusCode).toBe(404);
    expect((await tap(2_000_000, 'call')).statusCode).toBe(404);
    expect(await countsOf(hidden.id)).toEqual({});
  });

  it('counts saves and inquiries on the server, once per visitor and day', async () => {
    const { listing, agent } = await agentListing();
    const buyer = await signedIn(env().app, env().ctx);
    const ip = randomIp();
    const save = () =>
      env().app.inject({
        method: 'POST',
        url: `/api/properties/properties/${listing.id}/save/`,
        headers: { ...buyer.headers, 'user-agent': PHONE },
        remoteAddress: ip,
      });
    expect((await save()).statusCode).toBe(201);
    await env().app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${listing.id}/remove-save/`,
      headers: buyer.headers,
    });
    expect((await save()).statusCode).toBe(201);
    const ask = await env().app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/inquiries/`,
      headers: { ...buyer.headers, 'user-agent': PHONE },
      remoteAddress: ip,
      payload: { message: 'Is the apartment still available this month?' },
    });
    expect(ask.statusCode).toBe(201);
    // The agent saving their own listing is not interest in it.
    await env().app.inject({
      method: 'POST',
      url: `/api/properties/properties/${listing.id}/save/`,
      headers: { ...agent.headers, 'user-agent': PHONE },
      remoteAddress: randomIp(),
    });
    // Counted after the answer, without holding it up.
    await vi.waitFor(async () => expect(await countsOf(listing.id)).toEqual({ save: 1, inquiry: 1 }));
  });

  it('gives the figures to the owner, the agent and staff only', async () => {
    const { agent, owner, listing } = await agentListing();
    const stranger = await signedIn(env().app, env().ctx);
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    expect((await stats(listing.id)).statusCode).toBe(401);
    expect((await stats(listing.id, stranger.headers)).statusCode).toBe(404);
    for (const reader of [agent, owner, staff])
      expect((await stats(listing.id, reader.headers)).statusCode).toBe(200);
    expect((await stats(listing.id, owner.headers, '?days=0')).statusCode).toBe(400);
    expect((await stats(listing.id, owner.headers, '?days=91')).statusCode).toBe(400);
  });

  it('shows each day, the funnel and a comparison with enough listings like it', async () => {
    const { agent, owner, listing, f } = await agentListing({ propertyType: 'apartment' });
    const db = env().ctx.database.db;
    const today = addisDay();
    const yesterday = addisDay(Date.now() - 86_400_000);
    // Views as the view counter writes them: an address key per view, and a user key when signed in.
    await db.insert(listingViews).values([
      { propertyId: listing.id, visitorKey: 'a:one', day: today },
      { propertyId: listing.id, visitorKey: 'u:1', day: today },
      { propertyId: listing.id, visitorKey: 'a:two', day: today },
      { propertyId: listing.id, visitorKey: 'a:one', day: yesterday },
    ]);
    const visitor = randomIp();
    await tap(listing.id, 'call', { ip: visitor });
    await tap(listing.id, 'telegram', { ip: visitor });

    let res = await stats(listing.id, agent.headers, '?days=7');
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toMatchObject({ date: today, views: 2, visitors: 3, call: 1, telegram: 1 });
    expect(body.days.at(-2)).toMatchObject({ date: yesterday, views: 1, visitors: 1, call: 0 });
    expect(body.totals).toMatchObject({ views: 3, call: 1, telegram: 1, share: 0, save: 0, inquiry: 0 });
    expect(body.funnel).toEqual({ views: 3, contacts: 2, inquiries: 0 });
    expect(body.comparison).toBeNull();

    // Three more apartments of this agent in this sub-city: now there is something to compare with.
    const peers = [];
    for (let i = 0; i < 3; i++)
      peers.push(
        await f.property({
          ownerId: owner.user.id,
          agentId: agent.user.id,
          status: 'available',
          propertyType: 'apartment',
          subcityId: listing.subcityId,
          cityId: listing.cityId,
          regionId: listing.regionId,
        }),
      );
    await db
      .insert(listingViews)
      .values(peers.map((p) => ({ propertyId: p.id, visitorKey: 'a:x', day: today })));
    await tap(peers[0]!.id, 'call', { ip: randomIp() });
    res = await stats(listing.id, owner.headers, '?days=7');
    body = res.json();
    expect(body.comparison).toEqual({ listings: 3, average: { views: 1, contacts: 0.3, inquiries: 0 } });
    // The peers' figures are not the listing's own.
    expect(body.funnel).toEqual({ views: 3, contacts: 2, inquiries: 0 });
  });

  it('does not count a view by the listing’s agent', async () => {
    const { agent, listing } = await agentListing();
    const res = await env().app.inject({
      url: `/api/properties/properties/${listing.id}/`,
      headers: { ...agent.headers, 'user-agent': PHONE },
      remoteAddress: randomIp(),
    });
    expect(res.json().views).toBe(0);
  });
});
