import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentProfiles, users } from '../../src/server/db/schema';
import { accountsRepository } from '../../src/server/features/auth/accounts-repository';
import { takenFieldError } from '../../src/server/features/auth/registration-service';
import { verifyPassword } from '../../src/server/lib/passwords';
import { bearer, randomIp, signIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

// Letters that occur in none of the passwords below: a random name could otherwise be "too
// similar" to one of them (hex digits against '12345678' failed once in CI).
const tag = () => Array.from(randomBytes(8), (b) => 'ghjkmnqvxyz'[b % 11]).join('');
const MESSAGES = {
  username: 'A user with that username already exists.',
  email: 'A user with that email already exists.',
};

describeWithDb('Auth: registration', (env) => {
  const register = (payload: object) =>
    env().app.inject({ method: 'POST', url: '/api/auth/users/', payload, remoteAddress: randomIp() });
  const valid = (overrides: object = {}) => {
    const t = tag();
    return {
      username: `selam_${t}`,
      email: `selam.${t}@example.et`,
      full_name: 'Selam Tesfaye',
      phone_number: '+251 911 223344',
      password: 'Entoto-Hills-77',
      re_password: 'Entoto-Hills-77',
      ...overrides,
    };
  };

  it('creates a user (201, current-user shape) who can then sign in', async () => {
    const body = valid();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
      email_confirmed: false,
      pending_email: null,
      has_usable_password: true,
      full_name: 'Selam Tesfaye',
      first_name: 'Selam',
      last_name: 'Tesfaye',
      phone_number: '+251 911 223344',
      telegram_username: null,
      bio: null,
      profile_picture: null,
      is_agent: false,
      is_verified_agent: false,
      is_staff: false,
      company_name: null,
      agent_license_number: null,
      date_joined: expect.any(String),
    });
    const [row] = await env().ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, body.password)).toBe(true);
    expect(row!.emailVerified).toBe(false);
    const tokens = await signIn(env().app, body.username, body.password);
    const me = await env().app.inject({
      method: 'GET',
      url: '/api/auth/users/me/',
      headers: bearer(tokens.access),
    });
    expect(me.json()).toEqual(user);
  });

  it('gives agents an agent profile', async () => {
    const res = await register(valid({ is_agent: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_agent: true, is_verified_agent: false, company_name: null });
    const rows = await env()
      .ctx.database.db.select()
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, res.json().id));
    expect(rows).toHaveLength(1);
    // Roles beyond "agent" cannot be chosen at sign-up.
    const sneaky = await register(valid({ is_staff: true, is_verified_agent: true, is_active: false }));
    expect(sneaky.json()).toMatchObject({ is_staff: false, is_verified_agent: false });
    const [row] = await env().ctx.database.db.select().from(users).where(eq(users.id, sneaky.json().id));
    expect(row).toMatchObject({ isStaff: false, isVerifiedAgent: false, isActive: true });
  });

  it('refuses a taken username or e-mail, case-insensitively', async () => {
    const t = tag();
    await factories(env().ctx).user({ username: `Dawit_${t}`, email: `Dawit.${t}@Example.et` });
    const res = await register(valid({ username: `dawit_${t}`, email: `DAWIT.${t}@example.ET` }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
    // Beside each text, the stable code the web translates it by.
    expect(res.json().codes).toEqual({ username: ['username_taken'], email: ['email_taken'] });
  });

  it('answers a sign-up race with the same field error, not a 500', async () => {
    const body = valid();
    const results = await Promise.all([register(body), register(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const failed = fieldErrorsOf(results.find((r) => r.statusCode === 400)!);
    expect(Object.keys(failed).length).toBeGreaterThan(0);
    for (const [field, messages] of Object.entries(failed))
      expect(messages).toEqual([MESSAGES[field as keyof typeof MESSAGES]]);

    // The insert itself losing the race (after both checks passed) maps to the same messages.
    const db = env().ctx.database.db;
    const t = tag();
    await accountsRepository.create(db, { username: `race_${t}`, email: `race.${t}@example.et` });
    for (const [values, field] of [
      [{ username: `RACE_${t}`, email: `other.${t}@example.et` }, 'username'],
      [{ username: `other_${t}`, email: `Race.${t}@example.et` }, 'email'],
    ] as const) {
      const error = await accountsRepository.create(db, values).catch((e: unknown) => e);
      expect(takenFieldError(error)?.fields).toEqual({ [field]: [MESSAGES[field]] });
    }
  });

  it('says when the two passwords differ', async () => {
    const res = await register(valid({ re_password: 'Entoto-Hills-78' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ re_password: ["The two password fields didn't match."] });
  });

  it('validates passwords like Django: numeric, common, similar to the account, too short', async () => {
    const cases: [object, string[]][] = [
      [{ password: '4815162342', re_password: '4815162342' }, ['This password is entirely numeric.']],
      [
        { password: '12345678', re_password: '12345678' },
        ['This password is too common.', 'This password is entirely numeric.'],
      ],
      [{ password: 'Password123', re_password: 'Password123' }, ['This password is too common.']],
      [
        { username: 'tigist_haile', password: 'tigist_haile1', re_password: 'tigist_haile1' },
        ['The password is too similar to the username.'],
      ],
      [
        { email: 'mekdes.alemu@example.et', password: 'mekdesalemu', re_password: 'mekdesalemu' },
        ['The password is too similar to the email address.'],
      ],
      [
        { password: 'short', re_password: 'short' },
        ['This password is too short. It must contain at least 8 characters.'],
      ],
    ];
    for (const [overrides, messages] of cases) {
      const res = await register(valid(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ password: messages });
    }
  });

  it('reports field format errors in DRF shape', async () => {
    const res = await register({ username: 'has space', email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      username: [expect.stringContaining('Enter a valid username')],
      email: ['Enter a valid email address.'],
      full_name: ['This field is required.'],
    });
  });
});
