import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { agentProfiles, images, users } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';
import { form } from '../support/multipart';

/** A 900×600 JPEG with camera and GPS metadata, as a phone would send it. */
async function phoneJpeg() {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 1/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '38/1 45/1 0/1',
      },
    })
    .toBuffer();
  if (!(await sharp(jpeg).metadata()).exif) throw new Error('the test photo lost its metadata');
  return jpeg;
}

describeWithDb('Profile', (env) => {
  const db = () => env().ctx.database.db;
  const patch = (headers: Record<string, string>, payload: object) =>
    env().app.inject({ method: 'PATCH', url: '/api/users/profile/', headers, payload });
  const patchForm = (headers: Record<string, string>, body: ReturnType<typeof form>) =>
    env().app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const imageRow = async (id: number) => (await db().select().from(images).where(eq(images.id, id)))[0];
  const mediaPath = (key: string) => path.join(env().ctx.config.mediaDir, key);

  it('requires sign-in for /me and the profile, before reading any upload', async () => {
    for (const res of [
      await env().app.inject({ method: 'GET', url: '/api/auth/users/me/' }),
      await patch({}, { full_name: 'x' }),
      await patch({}, { full_name: '' }),
      await patchForm(
        {},
        form(
          { full_name: 'x' },
          { field: 'profile_picture', filename: 'a.jpg', type: 'image/jpeg', data: await phoneJpeg() },
        ),
      ),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      });
    }
  });

  it('updates the editable fields and answers the current user', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx);
    const res = await patch(headers, {
      full_name: '  Meron Abebe Tadesse ',
      phone_number: '0911 22 33 44',
      bio: 'Looking for a flat in Bole.',
      telegram_username: '@meron_abebe',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      full_name: 'Meron Abebe Tadesse',
      first_name: 'Meron',
      last_name: 'Abebe Tadesse',
      phone_number: '0911 22 33 44',
      bio: 'Looking for a flat in Bole.',
      telegram_username: 'meron_abebe',
    });
    const me = await env().app.inject({ method: 'GET', url: '/api/auth/users/me/', headers });
    expect(me.json()).toEqual(res.json());
    // Empty strings clear optional fields.
    const cleared = await patch(headers, { bio: '', phone_number: '', telegram_username: '' });
    expect(cleared.json()).toMatchObject({ bio: null, phone_number: null, telegram_username: null });
    const bad = await patch(headers, { full_name: '', telegram_username: 'x!' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      full_name: ['This field may not be blank.'],
      telegram_username: ['Enter a valid Telegram username.'],
    });
  });

  describe('ignores protected fields sent by a client', () => {
    const cases: [string, unknown, keyof typeof users.$inferSelect][] = [
      ['is_staff', true, 'isStaff'],
      ['is_verified_agent', true, 'isVerifiedAgent'],
      ['is_agent', true, 'isAgent'],
      ['is_active', false, 'isActive'],
      ['username', 'taken_over', 'username'],
      ['id', 1, 'id'],
      ['date_joined', '2001-01-01T00:00:00.000Z', 'dateJoined'],
      ['email_verified', true, 'emailVerified'],
      ['last_login', '2001-01-01T00:00:00.000Z', 'lastLogin'],
      ['password', 'Chosen-Password-1', 'passwordHash'],
      ['password_hash', '$argon2id$forged', 'passwordHash'],
      ['profile_picture_id', 1, 'profilePictureId'],
    ];
    it.each(cases)('%s', async (field, value, column) => {
      const { user, headers } = await signedIn(env().app, env().ctx);
      const before = await userRow(user.id);
      const res = await patch(headers, { [field]: value, bio: `changed ${field}` });
      expect(res.statusCode).toBe(200);
      const after = await userRow(user.id);
      expect(after.bio).toBe(`changed ${field}`);
      expect(after[column]).toEqual(before[column]);
      expect(res.json()).toMatchObject({
        id: user.id,
        username: user.username,
        is_staff: false,
        is_agent: false,
      });
    });

    it('in multipart forms too', async () => {
      const { user, headers } = await signedIn(env().app, env().ctx);
      const res = await patchForm(
        headers,
        form({ is_staff: 'true', is_verified_agent: 'true', username: 'x', bio: 'form' }),
      );
      expect(res.statusCode).toBe(200);
      expect(await userRow(user.id)).toMatchObject({
        isStaff: false,
        isVerifiedAgent: false,
        username: user.username,
        bio: 'form',
      });
    });
  });

  it('never changes the e-mail address: that takes the password and a link (set_email)', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, { emailVerified: true });
    const fresh = `new.${randomBytes(3).toString('hex')}@example.et`;
    const res = await patch(headers, { email: fresh, bio: 'kept?' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      email: ['Change the e-mail address with your password (POST /auth/users/set_email/).'],
    });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, emailVerified: true, bio: null });
    // A client that sends the whole profile back, address unchanged (any case), is answered as before.
    const [local, domain] = user.email.split('@');
    const same = await patch(headers, { email: `${local}@${domain!.toUpperCase()}`, bio: 'same address' });
    expect(same.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      email: user.email,
      emailVerified: true,
      bio: 'same address',
    });
    expect(fieldErrorsOf(await patch(headers, { email: 'not-an-email' }))).toEqual({
      email: ['Enter a valid email address.'],
    });
  });

  it('saves company and licence for agents only', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true });
    const res = await patch(agent.headers, {
      company_name: 'Sheger Homes',
      agent_license_number: 'AA-RE-0042',
    });
    expect(res.json()).toMatchObject({ company_name: 'Sheger Homes', agent_license_number: 'AA-RE-0042' });
    const plain = await signedIn(env().app, env().ctx);
    const ignored = await patch(plain.headers, {
      company_name: 'Fake Co',
      agent_license_number: 'X',
      bio: 'b',
    });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toMatchObject({ company_name: null, agent_license_number: null, bio: 'b' });
    expect(await db().select().from(agentProfiles).where(eq(agentProfiles.userId, plain.user.id))).toEqual(
      [],
    );
  });

  it('stores an uploaded picture without metadata and removes the replaced one after the change', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx);
    const upload = () =>
      patchForm(
        headers,
        form(
          { full_name: 'Photo Person' },
          { field: 'profile_picture', filename: 'me.jpg', type: 'image/jpeg', data: jpeg },
        ),
      );
    const jpeg = await phoneJpeg();
    const first = await upload();
    expect(first.statusCode).toBe(200);
    expect(first.json().full_name).toBe('Photo Person');
    expect(first.json().profile_picture).toMatch(/^\/media\/images\/.+\.webp$/);
    const firstId = (await userRow(user.id)).profilePictureId!;
    const firstImage = (await imageRow(firstId))!;
    expect(firstImage.uploadedById).toBe(user.id);
    for (const v of firstImage.variants) {
      const meta = await sharp(mediaPath(v.key)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }

    const second = await upload();
    expect(second.statusCode).toBe(200);
    const secondId = (await userRow(user.id)).profilePictureId!;
    expect(secondId).not.toBe(firstId);
    expect(await imageRow(firstId)).toBeUndefined();
    for (const v of firstImage.variants) expect(existsSync(mediaPath(v.key))).toBe(false);
    const secondImage = (await imageRow(secondId))!;
    for (const v of secondImage.variants) expect(existsSync(mediaPath(v.key))).toBe(true);

    // remove_profile_picture (a form's text "true") removes it.
    const removed = await patchForm(headers, form({ remove_profile_picture: 'true' }));
    expect(removed.json().profile_picture).toBeNull();
    expect(await imageRow(secondId)).toBeUndefined();
    for (const v of secondImage.variants) expect(existsSync(mediaPath(v.key))).toBe(false);
  });

  it('refuses a file that is not an image with a field error and keeps the profile', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx);
    const before = await db().select({ id: images.id }).from(images);
    const res = await patchForm(
      headers,
      form(
        { bio: 'should not be saved' },
        {
          field: 'profile_picture',
          filename: 'me.jpg',
          type: 'image/jpeg',
          data: Buffer.from('%PDF-1.7 not an image at all'),
        },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      profile_picture: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
    });
    expect((await userRow(user.id)).bio).toBeNull();
    expect(await db().select({ id: images.id }).from(images)).toHaveLength(before.length);
  });
});
