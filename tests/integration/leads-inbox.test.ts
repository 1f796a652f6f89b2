import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inquiries } from '../../src/server/db/schema';
import { responseHours } from '../../src/server/features/leads/inbox';
import { decodeMail, eventually, outbox, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

const HOUR = 3_600_000;

describeWithDb('leads: the inbox of received inquiries', (env) => {
  async function inquiryToAgent() {
    const { app, ctx } = env();
    const agent = await signedIn(app, ctx, {
      isAgent: true,
      isVerifiedAgent: true,
      fullName: 'Hanna Tesfaye',
    });
    const sender = await signedIn(app, ctx, { fullName: 'Selam Girma' });
    const listing = await factories(ctx).property({
      ownerId: (await factories(ctx).user()).id,
      agentId: agent.user.id,
      status: 'available',
      title: 'Villa in Old Airport',
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/inquiries/`,
      headers: sender.headers,
      payload: { message: 'Can I visit the villa on Saturday morning?' },
    });
    expect(res.statusCode).toBe(201);
    return { agent, sender, listing, id: res.json().id as number };
  }
  const patch = (id: number, headers: Record<string, string>, state: string) =>
    env().app.inject({
      method: 'PATCH',
      url: `/api/properties/inquiries/${id}/`,
      headers,
      payload: { state },
    });
  const newCount = async (headers: Record<string, string>) =>
    (await env().app.inject({ url: '/api/properties/inquiries/new-count/', headers })).json().new;

  it('lets only the receiver change the state; the first action starts the response time', async () => {
    const { agent, sender, id } = await inquiryToAgent();
    const stranger = await signedIn(env().app, env().ctx);
    expect(await newCount(agent.headers)).toBe(1);
    expect((await patch(id, {}, 'contacted')).statusCode).toBe(401);
    expect((await patch(id, stranger.headers, 'contacted')).statusCode).toBe(404);
    expect((await patch(id, sender.headers, 'closed')).statusCode).toBe(403);
    expect((await patch(id, agent.headers, 'archived')).statusCode).toBe(400);

    const contacted = await patch(id, agent.headers, 'contacted');
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ id, state: 'contacted', first_response_at: expect.any(String) });
    expect(await newCount(agent.headers)).toBe(0);
    const first = contacted.json().first_response_at;
    // Later actions do not move it, and marking one new again is not an answer.
    const closed = (await patch(id, agent.headers, 'closed')).json();
    expect(closed).toMatchObject({ state: 'closed', first_response_at: first });
    expect((await patch(id, agent.headers, 'new')).json()).toMatchObject({
      state: 'new',
      first_response_at: first,
    });
    // The sender sees the state of what they sent.
    const mine = (
      await env().app.inject({ url: '/api/properties/inquiries/my/', headers: sender.headers })
    ).json();
    expect(mine.sent.results[0]).toMatchObject({ id, state: 'new' });
  });

  it('answers by e-mail with the question and the listing quoted, and marks it contacted', async () => {
    const { agent, sender, id, listing } = await inquiryToAgent();
    const reply = (headers: Record<string, string>) =>
      env().app.inject({
        method: 'POST',
        url: `/api/properties/inquiries/${id}/reply/`,
        headers,
        payload: { message: 'Yes, Saturday at 10 works. I will meet you at the gate.' },
      });
    expect((await reply(sender.headers)).statusCode).toBe(403);
    const res = await reply(agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'contacted', first_response_at: expect.any(String) });
    const mail = decodeMail(
      (
        await eventually(() =>
          outbox(env().ctx).find((m) => decodeMail(m.text).includes('Saturday at 10 works')),
        )
      ).text,
    );
    expect(mail).toContain(`To: ${sender.user.email}`);
    expect(mail).toContain(`Reply-To: ${agent.user.email}`);
    expect(mail).toContain('Subject: Re: Villa in Old Airport');
    expect(mail).toContain('> Can I visit the villa on Saturday morning?');
    expect(mail).toContain(`/properties/${listing.id}`);
  });

  it('says how fast an agent usually replies once there are five inquiries in 60 days', async () => {
    const { app, ctx } = env();
    const { agent, id } = await inquiryToAgent();
    const db = ctx.database.db;
    const now = Date.now();
    const profile = async () => (await app.inject({ url: `/api/users/agents/${agent.user.id}/` })).json();
    expect((await profile()).response_hours).toBeNull();
    // Four more, answered after 1, 2, 3 and 30 hours; the first one after 5 hours.
    const answered = [5, 1, 2, 3, 30];
    await db
      .update(inquiries)
      .set({ createdAt: new Date(now - 40 * HOUR), firstResponseAt: new Date(now - 35 * HOUR) })
      .where(eq(inquiries.id, id));
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    for (const hours of answered.slice(1)) {
      const { id: _id, ...copy } = row!;
      await db.insert(inquiries).values({
        ...copy,
        createdAt: new Date(now - 40 * HOUR),
        firstResponseAt: new Date(now - (40 - hours) * HOUR),
      });
    }
    expect(await responseHours(db, agent.user.id, now)).toBe(3);
    expect((await profile()).response_hours).toBe(3);
    const detail = await app.inject({ url: `/api/properties/properties/${row!.propertyId}/` });
    expect(detail.json().agent.response_hours).toBe(3);
    // An old inquiry is outside the 60 days; an unanswered one counts as its age so far.
    const { id: _first, ...template } = row!;
    await db.insert(inquiries).values({ ...template, createdAt: new Date(now - 61 * 24 * HOUR) });
    await db
      .insert(inquiries)
      .values({ ...template, createdAt: new Date(now - 50 * HOUR), firstResponseAt: null });
    await db
      .insert(inquiries)
      .values({ ...template, createdAt: new Date(now - 60 * HOUR), firstResponseAt: null });
    // 1, 2, 3, 5, 30, 50, 60 hours: the median is 5.
    expect(await responseHours(db, agent.user.id, now)).toBe(5);
  });
});
