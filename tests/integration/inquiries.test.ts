import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { inquiries } from '../../src/server/db/schema';
import { decodeMail, eventually, outbox, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

type App = Awaited<ReturnType<typeof buildApp>>;

describeWithDb('Inquiries', (env) => {
  const ask = (id: number | string, headers: Record<string, string>, payload: object) =>
    env().app.inject({ method: 'POST', url: `/api/properties/${id}/inquiries/`, headers, payload });
  const mine = (headers: Record<string, string>, query = '') =>
    env().app.inject({ url: `/api/properties/inquiries/my/${query}`, headers });
  const mailTo = (address: string) =>
    eventually(() => outbox(env().ctx).find((m) => decodeMail(m.text).includes(`To: ${address}`)));

  async function agentListing() {
    const f = factories(env().ctx);
    const agent = await signedIn(env().app, env().ctx, {
      isAgent: true,
      isVerifiedAgent: true,
      fullName: 'Hanna Tesfaye',
    });
    const owner = await f.user({ fullName: 'Dawit Bekele' });
    const listing = await f.property({
      ownerId: owner.id,
      agentId: agent.user.id,
      title: 'Villa in Old Airport',
    });
    return { agent: agent.user, agentHeaders: agent.headers, owner, listing };
  }

  it('requires sign-in', async () => {
    const { listing } = await agentListing();
    const res = await ask(listing.id, {}, { message: 'Is it still available?' });
    expect(res.statusCode).toBe(401);
    expect((await mine({})).statusCode).toBe(401);
    const viaBody = await env().app.inject({
      method: 'POST',
      url: '/api/properties/inquiries/',
      payload: { property: listing.id, message: 'Is it still available?' },
    });
    expect(viaBody.statusCode).toBe(401);
  });

  it('reaches the agent by e-mail, and both see it', async () => {
    const { agent, agentHeaders, owner, listing } = await agentListing();
    const sender = await signedIn(env().app, env().ctx, {
      fullName: 'Selam Girma',
      phoneNumber: '0911000000',
    });
    const res = await ask(listing.id, sender.headers, {
      message: 'Is the villa still available? Can I visit on Saturday morning?',
      phone: '+251 911 22 33 44',
      preferred_contact: 'phone',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toEqual({
      id: expect.any(Number),
      property: { id: listing.id, title: 'Villa in Old Airport' },
      sender: { id: sender.user.id, full_name: 'Selam Girma' },
      recipient: { id: agent.id, full_name: 'Hanna Tesfaye' },
      name: 'Selam Girma',
      email: sender.user.email,
      phone: '+251 911 22 33 44',
      preferred_contact: 'phone',
      message: 'Is the villa still available? Can I visit on Saturday morning?',
      state: 'new',
      first_response_at: null,
      created_at: expect.any(String),
    });
    const mail = decodeMail((await mailTo(agent.email)).text);
    expect(mail).toContain('Subject: New inquiry: Villa in Old Airport');
    expect(mail).toContain(`Reply-To: ${sender.user.email}`);
    expect(mail).toContain('Can I visit on Saturday morning?');
    expect(mail).toContain('+251 911 22 33 44');
    expect(mail).toContain(`/properties/${listing.id}`);

    const senderBox = (await mine(sender.headers)).json();
    expect(senderBox.sent).toMatchObject({ count: 1, results: [sent] });
    expect(senderBox.received).toMatchObject({ count: 0, results: [] });
    const agentBox = (await mine(agentHeaders)).json();
    expect(agentBox.received).toMatchObject({ count: 1, results: [sent] });
    expect(agentBox.sent).toMatchObject({ count: 0, results: [] });
    // The owner of a listing with an agent is not written to.
    expect(outbox(env().ctx).some((m) => decodeMail(m.text).includes(`To: ${owner.email}`))).toBe(false);
  });

  it('goes to the owner when there is no agent; the form can name the listing in the body', async () => {
    const f = factories(env().ctx);
    const owner = await signedIn(env().app, env().ctx, { fullName: 'Dawit Bekele' });
    const listing = await f.property({ ownerId: owner.user.id });
    const sender = await signedIn(env().app, env().ctx);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/properties/inquiries/',
      headers: sender.headers,
      payload: {
        property: String(listing.id),
        message: 'Hello, is the price negotiable?',
        name: 'Abel',
        email: 'abel@example.et',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      recipient: { id: owner.user.id },
      name: 'Abel',
      email: 'abel@example.et',
      preferred_contact: 'email',
    });
    await mailTo(owner.user.email);
    const box = (await mine(owner.headers)).json();
    expect(box.received).toMatchObject({ count: 1, results: [{ id: res.json().id, name: 'Abel' }] });
    expect(box.sent.count).toBe(0);
  });

  it('checks the form', async () => {
    const { listing } = await agentListing();
    const sender = await signedIn(env().app, env().ctx);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{}, { message: ['This field is required.'] }],
      [{ message: 'Hi' }, { message: ['Ensure this field has at least 10 characters.'] }],
      [{ message: 'Is it available?', email: 'nope' }, { email: ['Enter a valid email address.'] }],
      [
        { message: 'Is it available?', preferred_contact: 'phone' },
        { phone: ['Give a phone number to be contacted by phone.'] },
      ],
      [
        { message: 'Is it available?', preferred_contact: 'pigeon' },
        { preferred_contact: ['Select a valid choice. Valid choices are: email, phone, telegram.'] },
      ],
      [
        { message: 'Is it available?', preferred_contact: 'telegram' },
        {
          phone: [
            'Give a phone number (or a Telegram username on your profile) to be contacted on Telegram.',
          ],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await ask(listing.id, sender.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrorsOf(res)).toEqual(errors);
    }
    expect(
      await env().ctx.database.db.select().from(inquiries).where(eq(inquiries.senderId, sender.user.id)),
    ).toEqual([]);
  });

  it('only about public listings, and not one’s own', async () => {
    const f = factories(env().ctx);
    const sender = await signedIn(env().app, env().ctx);
    const pending = await f.property({ status: 'pending' });
    const own = await f.property({ ownerId: sender.user.id });
    const message = { message: 'Is it still available?' };
    expect((await ask(pending.id, sender.headers, message)).statusCode).toBe(404);
    expect((await ask(999_999_999, sender.headers, message)).statusCode).toBe(404);
    const self = await ask(own.id, sender.headers, message);
    expect(self.statusCode).toBe(400);
    expect(fieldErrorsOf(self)).toEqual({
      non_field_errors: ['You cannot send an inquiry about your own listing.'],
    });
  });

  describeRateLimit(env);
});

/** With a limit of 3 an hour per sender: the fourth inquiry is refused, other senders are not. */
function describeRateLimit(env: () => { ctx: AppContext }) {
  let app: App;
  beforeAll(async () => {
    app = await buildApp(
      { ...env().ctx, rateLimits: { rules: { inquirySender: { points: 3, duration: 3600 } } } },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits how many inquiries one sender sends', async () => {
    const listing = await factories(env().ctx).property();
    const one = await signedIn(app, env().ctx);
    const two = await signedIn(app, env().ctx);
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/inquiries/`,
        headers,
        payload: { message: 'Is it still available?' },
      });
    for (let i = 0; i < 3; i++) expect((await send(one.headers)).statusCode).toBe(201);
    const refused = await send(one.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('throttled');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(two.headers)).statusCode).toBe(201);
    const stored = await env()
      .ctx.database.db.select()
      .from(inquiries)
      .where(eq(inquiries.senderId, one.user.id));
    expect(stored).toHaveLength(3);
  });
}
