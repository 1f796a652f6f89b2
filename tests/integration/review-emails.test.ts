import { afterEach, expect, it, vi } from 'vitest';
import { decodeMail, eventually, outbox, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

/** The owner of a listing hears of every staff decision by e-mail (here: DATA_DIR/outbox). */
describeWithDb('Review decisions e-mailed to the owner', (env) => {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    env().app.inject({ method: 'POST', url, headers, payload });
  const mailsTo = (address: string) =>
    outbox(env().ctx)
      .map((m) => decodeMail(m.text))
      .filter((m) => m.includes(`To: ${address}`));
  const mailTo = (address: string, subject: string) =>
    eventually(() => mailsTo(address).find((m) => m.includes(`Subject: ${subject}`)));

  // Mail is sent in the background, but handed to the mailer before the answer: a spy on `send`
  // tells at once that nothing was sent, with no waiting.
  const sent = () => vi.spyOn(env().ctx.mailer, 'send');
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function listingOf(status: 'pending' | 'available', title: string) {
    const f = factories(env().ctx);
    const owner = await f.user({ fullName: 'Meron Alemu' });
    const listing = await f.property({ ownerId: owner.id, status, title });
    return { owner, listing };
  }

  it('approve: the listing is live, with its link; approving again sends nothing', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { owner, listing } = await listingOf('pending', 'Sunny flat in Gerji');
    expect((await post(`/api/admin/properties/${listing.id}/approve/`, staff.headers)).statusCode).toBe(200);

    const mail = await mailTo(owner.email, 'Your listing is live: Sunny flat in Gerji');
    expect(mail).toContain('Hello Meron Alemu,');
    expect(mail).toContain(`${env().ctx.config.publicUrl}/properties/${listing.id}`);
    expect(mail).toContain('ማስታወቂያዎ ጸድቋል');

    const send = sent();
    expect((await post(`/api/admin/properties/${listing.id}/approve/`, staff.headers)).statusCode).toBe(200);
    expect(send).not.toHaveBeenCalled();
  });

  it('reject from the queue: not approved, the reason and the way to fix it', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { owner, listing } = await listingOf('pending', 'Villa <b>deal</b> in Ayat');
    const reason = 'The price is per square metre, not for the villa.\nGive the whole price.';
    const res = await post(`/api/admin/properties/${listing.id}/reject/`, staff.headers, { reason });
    expect(res.statusCode).toBe(200);

    const mail = await mailTo(owner.email, 'Your listing was not approved: Villa <b>deal</b> in Ayat');
    const base = env().ctx.config.publicUrl;
    expect(mail).toContain('> The price is per square metre, not for the villa.\n> Give the whole price.');
    expect(mail).toContain(`${base}/my-properties`);
    expect(mail).toContain(`${base}/my-properties/${listing.id}/edit`);
    expect(mail).toContain('saving it sends it back to our team for review');
    // The HTML part carries the owner's title and the staff's text as text, never as markup.
    expect(mail).toContain('Villa &lt;b&gt;deal&lt;/b&gt; in Ayat');
  });

  it('take down a live listing: taken down, with the reason', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { owner, listing } = await listingOf('available', 'Shop on Churchill Avenue');
    const res = await post(`/api/admin/properties/${listing.id}/reject/`, staff.headers, {
      reason: 'Reported as a scam by three visitors.',
    });
    expect(res.statusCode).toBe(200);

    const mail = await mailTo(owner.email, 'Your listing was taken down: Shop on Churchill Avenue');
    expect(mail).toContain('took your listing "Shop on Churchill Avenue" off Sefer');
    expect(mail).toContain('> Reported as a scam by three visitors.');
    expect(mail).toContain(`${env().ctx.config.publicUrl}/my-properties/${listing.id}/edit`);
    expect(mail).toContain('ከሰፈር ተነስቷል');
  });

  it('a decision that fails sends nothing', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { listing } = await listingOf('pending', 'Studio near Piassa');
    const send = sent();
    const blank = await post(`/api/admin/properties/${listing.id}/reject/`, staff.headers, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const user = await signedIn(env().app, env().ctx);
    expect((await post(`/api/admin/properties/${listing.id}/approve/`, user.headers)).statusCode).toBe(403);
    expect((await post('/api/admin/properties/999999999/approve/', staff.headers)).statusCode).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });
});
