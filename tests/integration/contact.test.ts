import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { contactMessages } from '../../src/server/db/schema';
import { decodeMail, eventually, outbox, randomIp } from '../support/auth';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';

const message = {
  full_name: 'Tigist Haile',
  email: 'Tigist.Haile@Example.ET',
  subject: 'Listing shows the wrong sub-city',
  message: 'The villa I listed in Yeka appears under Bole. Could you move it, please?',
};

describeWithDb('Contact API', (env) => {
  const post = (payload: unknown, ip = randomIp()) =>
    env().app.inject({ method: 'POST', url: '/api/contact/', payload: payload as object, remoteAddress: ip });

  it('stores the message and e-mails it to the support address, answering to the visitor', async () => {
    const before = outbox(env().ctx).length;
    const res = await post(message);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      full_name: 'Tigist Haile',
      email: 'Tigist.Haile@example.et',
      subject: message.subject,
      message: message.message,
    });
    const [row] = await env()
      .ctx.database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({ fullName: 'Tigist Haile', subject: message.subject });

    const mail = await eventually(() => outbox(env().ctx)[before]);
    const text = decodeMail(mail.text);
    expect(text).toMatch(/^To: hello@sefer\.et$/m);
    expect(text).toMatch(/^Reply-To: Tigist Haile <Tigist\.Haile@example\.et>$/m);
    expect(text).toContain(`[Sefer contact #${body.id}] Listing shows the wrong sub-city`);
    expect(text).toContain('The villa I listed in Yeka appears under Bole.');
  });

  it('keeps Ge’ez text intact and escapes markup in the HTML part', async () => {
    const before = outbox(env().ctx).length;
    const res = await post({
      ...message,
      subject: 'ስለ ቤት ኪራይ ጥያቄ',
      message: 'ሰላም፣ በቦሌ ባለ ሁለት መኝታ ቤት እፈልጋለሁ። <script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const text = decodeMail((await eventually(() => outbox(env().ctx)[before])).text);
    expect(text).toContain('ሰላም፣ በቦሌ ባለ ሁለት መኝታ ቤት እፈልጋለሁ።');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 400 with a message per field for bad input, and keeps nothing', async () => {
    const before = await env().ctx.database.db.$count(contactMessages);
    const res = await post({ full_name: '  ', email: 'not-an-email', subject: '', message: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      full_name: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      subject: ['This field may not be blank.'],
      message: ['Ensure this field has at least 10 characters.'],
    });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(missing)).sort()).toEqual(['email', 'full_name', 'message', 'subject']);
    const long = await post({ ...message, message: 'x'.repeat(5001) });
    expect(fieldErrorsOf(long)).toEqual({ message: ['Ensure this field has no more than 5000 characters.'] });
    expect(await env().ctx.database.db.$count(contactMessages)).toBe(before);
  });
});

describeWithDb('Contact API: abuse limits', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(
      {
        ...env().ctx,
        rateLimits: {
          rules: { contactIp: { points: 2, duration: 600 }, contactEmail: { points: 3, duration: 3600 } },
        },
      },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const post = (email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/contact/', payload: { ...message, email }, remoteAddress: ip });

  it('limits messages per IP address', async () => {
    const ip = randomIp();
    expect((await post('a1@example.et', ip)).statusCode).toBe(201);
    expect((await post('a2@example.et', ip)).statusCode).toBe(201);
    const throttled = await post('a3@example.et', ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('throttled');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('a3@example.et', randomIp())).statusCode).toBe(201);
  });

  it('limits messages per sender address, whatever the IP', async () => {
    for (let i = 0; i < 3; i++) expect((await post('same@example.et', randomIp())).statusCode).toBe(201);
    expect((await post('Same@Example.et', randomIp())).statusCode).toBe(429);
  });
});
