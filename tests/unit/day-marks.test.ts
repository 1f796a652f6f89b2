import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MemoryMarks, redisMarks } from '../../src/server/lib/day-marks';
import { closeRedisClient, createRedisClient } from '../../src/server/lib/redis';
import { addisDay, marksExpireAt, visitorKeys } from '../../src/server/lib/visitors';

const SECRET = 'test-secret-test-secret-test-secret!';
const phone = {
  ip: '196.188.10.20',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
  viewer: null,
};

describe('once-a-day marks', () => {
  it('claims all of a visitor’s keys or none, until they expire', async () => {
    let now = 0;
    const marks = new MemoryMarks(100, () => now);
    expect(await marks.claim('ad1', ['a:home', 'u:7'], 1_000)).toBe(true);
    expect(await marks.claim('ad1', ['a:office', 'u:7'], 1_000)).toBe(false);
    // Nothing was marked by the refused claim: the office still counts for someone else.
    expect(await marks.claim('ad1', ['a:office'], 1_000)).toBe(true);
    expect(await marks.claim('ad2', ['a:home', 'u:7'], 1_000)).toBe(true);
    now = 1_000;
    expect(await marks.claim('ad1', ['a:home', 'u:7'], 2_000)).toBe(true);
  });

  it('forgets released keys, and the oldest ones past its capacity', async () => {
    const marks = new MemoryMarks(2, () => 0);
    await marks.claim('x', ['a:1'], 10);
    await marks.release('x', ['a:1']);
    expect(await marks.claim('x', ['a:1'], 10)).toBe(true);
    await marks.claim('x', ['a:2'], 10);
    await marks.claim('x', ['a:3'], 10);
    expect(await marks.claim('x', ['a:1'], 10)).toBe(true);
    expect(await marks.claim('x', ['a:3'], 10)).toBe(false);
  });

  it('marks in memory when Redis cannot be reached', async () => {
    const client = await createRedisClient('redis://127.0.0.1:1', pino({ level: 'silent' }));
    try {
      const marks = redisMarks(client, 'sefer-test-unreachable')('ads');
      expect(await marks.claim('ad1', ['a:home'], Date.now() + 60_000)).toBe(true);
      expect(await marks.claim('ad1', ['a:home'], Date.now() + 60_000)).toBe(false);
    } finally {
      await closeRedisClient(client);
    }
  });
});

describe('what a visitor counts as', () => {
  it('is its address whatever the browser, and its user when signed in', () => {
    const day = '2026-11-22';
    const [address] = visitorKeys(SECRET, phone, day);
    expect(address).toMatch(/^a:[\w-]{22}$/);
    expect(visitorKeys(SECRET, { ...phone, userAgent: 'Firefox' }, day)).toEqual([address]);
    expect(visitorKeys(SECRET, { ...phone, ip: '::ffff:196.188.10.20' }, day)).toEqual([address]);
    const member = { id: 7, isAgent: false, isVerifiedAgent: false, isStaff: false };
    expect(visitorKeys(SECRET, { ...phone, viewer: member }, day)).toEqual([address, 'u:7']);
    // Another day, another secret: keys that cannot be followed or turned back into the address.
    expect(visitorKeys(SECRET, phone, '2026-11-23')).not.toEqual([address]);
    expect(visitorKeys(`${SECRET}2`, phone, day)).not.toEqual([address]);
    expect(address).not.toContain('196');
  });

  it('counts days in Addis Ababa, and keeps their marks until the day ends there', () => {
    expect(addisDay(Date.parse('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(addisDay(Date.parse('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    const noon = Date.parse('2026-11-22T09:00:00Z');
    expect(marksExpireAt('2026-11-22', noon)).toBe(Date.parse('2026-11-22T21:00:00Z'));
    // A view noted in the last second of a day still keeps its mark a minute.
    expect(marksExpireAt('2026-11-22', Date.parse('2026-11-22T20:59:59Z'))).toBe(
      Date.parse('2026-11-22T21:00:59Z'),
    );
  });
});
