import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userIdentities, users } from '../../src/server/db/schema';
import {
  accountWithPassword,
  bearer,
  linkIn,
  mailTo,
  outbox,
  randomIp,
  TEST_PASSWORD,
} from '../support/auth';
import { describeWithDb } from '../support/db';
import { newPerson, type SocialSignIn, startSocialSignIn } from '../support/oidc';

// No hexadecimal character: the attacker's user name ends in random hex, and a password sharing
// enough characters with it is refused as "too similar to the username" (1 run in a few thousand).
const ATTACKER_PASSWORD = 'Quill-Pony-Sworn';
const VICTIM_PASSWORD = 'Victim-Owns-It-77';

/**
 * The audit's scenario: someone registers with another person's address before that person ever
 * comes; the owner later signs in with Google. The owner must never land in the account the
 * other person made and can still open with a password.
 */
describeWithDb('Account taken over before its owner arrives', (env) => {
  let social: SocialSignIn;
  beforeAll(async () => {
    social = await startSocialSignIn(env());
  });
  afterAll(async () => {
    await social?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    social.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const signIn = (username: string, password: string) =>
    post('/api/auth/jwt/create/', { username, password });
  const identitiesOf = (userId: number) =>
    social.ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

  it('the owner signing in with Google never lands in the account the attacker made', async () => {
    const t = randomBytes(4).toString('hex');
    const victimEmail = `victim.${t}@gmail.example`;
    const since = outbox(social.ctx).length;
    const registered = await post('/api/auth/users/', {
      username: `attacker_${t}`,
      email: victimEmail,
      full_name: 'Not The Owner',
      password: ATTACKER_PASSWORD,
      re_password: ATTACKER_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    const attackerAccount = registered.json();
    const attacker = (await signIn(`attacker_${t}`, ATTACKER_PASSWORD)).json();
    // The confirmation link goes to the owner's inbox; opening it (not signed in to that account)
    // does not confirm the account for the attacker.
    const confirmLink = linkIn(await mailTo(social.ctx, victimEmail, since), '/confirm-email');
    expect((await post('/api/auth/users/activation/', confirmLink)).statusCode).toBe(401);

    // The owner arrives with Google (which has verified the address): told, not let in.
    const victim = newPerson({ email: victimEmail, email_verified: true, name: 'Real Owner' });
    const first = await social.socialSignIn(victim);
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('email_not_confirmed');
    expect(await identitiesOf(attackerAccount.id)).toEqual([]);
    // The attacker's account is as it was, and still not confirmed.
    expect(await social.me(attacker.access)).toMatchObject({
      id: attackerAccount.id,
      email_confirmed: false,
    });

    // The owner takes the address back with "Forgot password": the link goes to the owner.
    const beforeReset = outbox(social.ctx).length;
    expect((await post('/api/auth/users/reset_password/', { email: victimEmail })).statusCode).toBe(204);
    const reset = linkIn(await mailTo(social.ctx, victimEmail, beforeReset), '/reset-password');
    const done = await post('/api/auth/users/reset_password_confirm/', {
      ...reset,
      new_password: VICTIM_PASSWORD,
      re_new_password: VICTIM_PASSWORD,
    });
    expect(done.statusCode).toBe(204);

    // The attacker is out: sessions ended, the password no longer opens the account.
    expect(
      (
        await social.app.inject({
          method: 'GET',
          url: '/api/auth/users/me/',
          headers: bearer(attacker.access),
        })
      ).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/jwt/refresh/', { refresh: attacker.refresh })).statusCode).toBe(401);
    expect((await signIn(`attacker_${t}`, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(victimEmail, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const [row] = await social.ctx.database.db.select().from(users).where(eq(users.id, attackerAccount.id));
    expect(row!.emailVerified).toBe(true);

    // Now the address is the owner's, and Google opens the account the owner controls.
    const again = await social.socialSignIn(victim);
    expect(again.statusCode).toBe(200);
    expect((await social.me(again.json().access)).id).toBe(attackerAccount.id);
    expect((await signIn(victimEmail, VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it('an account made through a provider that does not verify addresses loses that sign-in when the owner takes the address back', async () => {
    const t = randomBytes(4).toString('hex');
    const victimEmail = `owner.${t}@example.et`;
    // Facebook does not vouch for addresses: the account it makes is unconfirmed.
    const profile = { id: `fb-${t}`, name: 'Not The Owner', email: victimEmail };
    social.provider.service.on('beforeUserinfo', (response) => {
      response.body = profile;
    });
    let made: { access: string };
    try {
      const res = await social.socialSignIn(newPerson(), 'facebook');
      expect(res.statusCode).toBe(200);
      made = res.json();
    } finally {
      social.provider.service.removeAllListeners('beforeUserinfo');
    }
    const account = await social.me(made.access);
    expect(account.email_confirmed).toBe(false);

    const since = outbox(social.ctx).length;
    expect((await post('/api/auth/users/reset_password/', { email: victimEmail })).statusCode).toBe(204);
    const reset = linkIn(await mailTo(social.ctx, victimEmail, since), '/reset-password');
    expect(
      (
        await post('/api/auth/users/reset_password_confirm/', {
          ...reset,
          new_password: VICTIM_PASSWORD,
          re_new_password: VICTIM_PASSWORD,
        })
      ).statusCode,
    ).toBe(204);
    // Whoever made the account through Facebook can no longer sign in to it that way.
    expect(await identitiesOf(account.id)).toEqual([]);
    social.provider.service.on('beforeUserinfo', (response) => {
      response.body = profile;
    });
    try {
      const res = await social.socialSignIn(newPerson(), 'facebook');
      expect(res.statusCode).toBe(409);
    } finally {
      social.provider.service.removeAllListeners('beforeUserinfo');
    }
  });

  it('an address changed away cannot be claimed through a provider while its owner may undo the change', async () => {
    const t = randomBytes(4).toString('hex');
    const owner = await accountWithPassword(social.ctx, {
      email: `keeps.${t}@example.et`,
      emailVerified: true,
    });
    const { access } = (await signIn(owner.username, TEST_PASSWORD)).json();
    const moved = `moved.${t}@example.et`;
    const since = outbox(social.ctx).length;
    await post(
      '/api/auth/users/set_email/',
      { new_email: moved, current_password: TEST_PASSWORD },
      bearer(access),
    );
    const change = linkIn(await mailTo(social.ctx, moved, since), '/confirm-email-change');
    expect((await post('/api/auth/users/set_email_confirm/', change, bearer(access))).statusCode).toBe(204);

    // Facebook does not vouch for addresses: anyone can present the old one there.
    social.provider.service.on('beforeUserinfo', (response) => {
      response.body = { id: `fb-squat-${t}`, name: 'Squatter', email: owner.email };
    });
    try {
      const res = await social.socialSignIn(newPerson(), 'facebook');
      expect(res.statusCode).toBe(409);
    } finally {
      social.provider.service.removeAllListeners('beforeUserinfo');
    }
    const undo = linkIn(await mailTo(social.ctx, owner.email, since), '/undo-email-change');
    expect((await post('/api/auth/users/set_email_undo/', undo)).statusCode).toBe(200);
  });
});
