import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { properties } from '../../src/server/db/schema';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { filesUnder, multipart } from '../support/uploads';
import { fakeVideo } from '../support/videos';

type App = Awaited<ReturnType<typeof buildApp>>;
type Response = Awaited<ReturnType<App['inject']>>;

const DAY = 24 * 60 * 60;
const perDay = (points: number) => ({ points, duration: DAY });

describe('Configuration of the publishing limits', () => {
  it('reads each limit from the environment, with defaults, and refuses bad values', () => {
    expect(loadConfig({}).publishingLimits).toEqual({
      listingsPerDay: 5,
      listingsPerDayVerified: 50,
      listingsPerAddressPerDay: 10,
      videosPerDay: 10,
      videosPerDayVerified: 50,
      videosPerAddressPerDay: 20,
    });
    expect(
      loadConfig({
        LISTINGS_PER_DAY: '2',
        LISTINGS_PER_DAY_VERIFIED: '200',
        LISTINGS_PER_ADDRESS_PER_DAY: '4',
        VIDEOS_PER_DAY: '3',
        VIDEOS_PER_DAY_VERIFIED: '30',
        VIDEOS_PER_ADDRESS_PER_DAY: '6',
      }).publishingLimits,
    ).toEqual({
      listingsPerDay: 2,
      listingsPerDayVerified: 200,
      listingsPerAddressPerDay: 4,
      videosPerDay: 3,
      videosPerDayVerified: 30,
      videosPerAddressPerDay: 6,
    });
    expect(() => loadConfig({ LISTINGS_PER_DAY: 'many' })).toThrow(/LISTINGS_PER_DAY: must be a number/);
    expect(() => loadConfig({ VIDEOS_PER_DAY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LISTINGS_PER_ADDRESS_PER_DAY: '2.5' })).toThrow(ConfigError);
  });
});

describeWithDb('Publishing: daily limits', (env) => {
  let places: Places;
  let app: App;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
    app = await buildApp(
      {
        ...env().ctx,
        videoTools: null,
        rateLimits: {
          rules: {
            listingsAccount: perDay(2),
            listingsAccountVerified: perDay(3),
            listingsAddress: perDay(3),
            videosAccount: perDay(2),
            videosAccountVerified: perDay(3),
            videosAddress: perDay(3),
          },
        },
      },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const publish = async (
    headers: Record<string, string>,
    remoteAddress: string,
    overrides: Record<string, string> = {},
    on = app,
  ) => {
    const form = await listingForm(places, overrides);
    return on.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      remoteAddress,
    });
  };
  const uploadVideo = (propertyId: number, headers: Record<string, string>, remoteAddress: string) => {
    const form = multipart({ duration: '12' }, [
      { field: 'video', filename: 'tour.mp4', type: 'video/mp4', data: fakeVideo('mp4') },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/videos/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      remoteAddress,
    });
  };
  const listingsOf = async (ownerId: number) =>
    (await env().ctx.database.db.select().from(properties).where(eq(properties.ownerId, ownerId))).length;
  const statuses = (responses: Response[]) => responses.map((r) => r.statusCode);

  function expectThrottledForADay(res: Response) {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(DAY - 120);
    expect(seconds).toBeLessThanOrEqual(DAY);
    expect(res.json()).toEqual({
      detail: `Request was throttled. Expected available in ${seconds} seconds.`,
      code: 'throttled',
    });
  }

  it('an owner publishes up to the daily limit; the next listing waits, with the wait, and nothing is stored', async () => {
    const owner = await signedIn(app, env().ctx);
    const ip = randomIp();
    expect(statuses([await publish(owner.headers, ip), await publish(owner.headers, ip)])).toEqual([
      201, 201,
    ]);
    expectThrottledForADay(await publish(owner.headers, ip));
    // From another address too: the limit is the account's.
    expectThrottledForADay(await publish(owner.headers, randomIp()));
    expect(await listingsOf(owner.user.id)).toBe(2);
  });

  it('a form that is refused does not use up the allowance', async () => {
    const owner = await signedIn(app, env().ctx);
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await publish(owner.headers, ip, { price: 'free' })).statusCode).toBe(400);
    expect(statuses([await publish(owner.headers, ip), await publish(owner.headers, ip)])).toEqual([
      201, 201,
    ]);
    expectThrottledForADay(await publish(owner.headers, ip));
  });

  it('verified agents publish more a day, and staff without limit', async () => {
    const agent = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await publish(agent.headers, ip));
    expect(statuses(answers)).toEqual([201, 201, 201]);
    expectThrottledForADay(await publish(agent.headers, ip));

    // An agent not yet verified publishes for review, and is limited like an owner.
    const unverified = await signedIn(app, env().ctx, { isAgent: true });
    const first = await publish(unverified.headers, randomIp());
    expect(first.json().review_state).toBe('pending');
    await publish(unverified.headers, randomIp());
    expectThrottledForADay(await publish(unverified.headers, randomIp()));

    const staff = await signedIn(app, env().ctx, { isStaff: true });
    const staffIp = randomIp();
    const staffAnswers = [];
    for (let i = 0; i < 5; i++) staffAnswers.push(await publish(staff.headers, staffIp));
    expect(statuses(staffAnswers)).toEqual([201, 201, 201, 201, 201]);
  });

  it('listings that wait for review are limited per address too, whatever the account', async () => {
    const [first, second] = [await signedIn(app, env().ctx), await signedIn(app, env().ctx)];
    const shared = randomIp();
    expect(
      statuses([
        await publish(first.headers, shared),
        await publish(first.headers, shared),
        await publish(second.headers, shared),
      ]),
    ).toEqual([201, 201, 201]);
    expectThrottledForADay(await publish(second.headers, shared));
    expect((await publish(second.headers, randomIp())).statusCode).toBe(201);
    // A verified agent's listings do not wait for review and are not counted per address.
    const agent = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    expect((await publish(agent.headers, shared)).statusCode).toBe(201);
  });

  it('limits video uploads per account and per address, and a refused upload is not counted', async () => {
    const f = factories(env().ctx);
    const [one, two] = [await signedIn(app, env().ctx), await signedIn(app, env().ctx)];
    const [listingOne, listingTwo] = [
      await f.property({ ownerId: one.user.id }),
      await f.property({ ownerId: two.user.id }),
    ];
    const shared = randomIp();
    // Not the owner: refused before anything is counted.
    expect((await uploadVideo(listingOne.id, two.headers, shared)).statusCode).toBe(403);
    expect(
      statuses([
        await uploadVideo(listingOne.id, one.headers, shared),
        await uploadVideo(listingOne.id, one.headers, shared),
      ]),
    ).toEqual([201, 201]);
    expectThrottledForADay(await uploadVideo(listingOne.id, one.headers, randomIp()));
    expect((await uploadVideo(listingTwo.id, two.headers, shared)).statusCode).toBe(201);
    expectThrottledForADay(await uploadVideo(listingTwo.id, two.headers, shared));
    expect((await uploadVideo(listingTwo.id, two.headers, randomIp())).statusCode).toBe(201);
  });

  it('an upload the phone gave up on is given back', async () => {
    const base = env().ctx;
    const server = await buildApp(
      { ...base, rateLimits: { rules: { listingsAccount: perDay(1), listingsAddress: perDay(100) } } },
      { logger: false },
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const owner = await signedIn(server, base);
      const form = await listingForm(places);
      const sending = http.request({
        host: '127.0.0.1',
        port: (server.server.address() as AddressInfo).port,
        method: 'POST',
        path: '/api/properties/properties/',
        headers: { ...owner.headers, ...form.headers, 'content-length': String(form.payload.length) },
      });
      sending.on('error', () => {});
      sending.write(form.payload.subarray(0, form.payload.length - 64));
      // The photo is being received: the upload holds the day's only listing.
      await expect.poll(() => filesUnder(path.join(base.config.dataDir, 'tmp')).length).toBeGreaterThan(0);
      expect((await publish(owner.headers, '127.0.0.1', {}, server)).statusCode).toBe(429);
      sending.destroy();
      await expect
        .poll(async () => (await publish(owner.headers, '127.0.0.1', {}, server)).statusCode)
        .toBe(201);
      expect(await listingsOf(owner.user.id)).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('RATE_LIMIT_FACTOR multiplies the configured limits', async () => {
    const base = env().ctx;
    const factored = await buildApp(
      {
        ...base,
        config: { ...base.config, publishingLimits: { ...base.config.publishingLimits, listingsPerDay: 1 } },
        rateLimits: { factor: 2 },
      },
      { logger: false },
    );
    try {
      const owner = await signedIn(factored, base);
      const ip = randomIp();
      expect(
        statuses([
          await publish(owner.headers, ip, {}, factored),
          await publish(owner.headers, ip, {}, factored),
        ]),
      ).toEqual([201, 201]);
      expectThrottledForADay(await publish(owner.headers, ip, {}, factored));
    } finally {
      await factored.close();
    }
  });

  it('with the default limits, a new account cannot fill the review queue', async () => {
    const owner = await signedIn(env().app, env().ctx);
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await publish(owner.headers, ip, {}, env().app));
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201]);
    expectThrottledForADay(await publish(owner.headers, ip, {}, env().app));
  });
});
