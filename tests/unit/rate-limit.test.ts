import { describe, expect, it } from 'vitest';
import { Allowance, createRateLimits, ThrottledError } from '../../src/server/lib/rate-limit';

const reply = () => {
  const headers: Record<string, string> = {};
  return { headers, header: (name: string, value: string) => (headers[name] = value) };
};

async function allowed(
  limit: { hit: (key: string, r: ReturnType<typeof reply>) => Promise<void> },
  key: string,
) {
  let count = 0;
  for (;;) {
    try {
      await limit.hit(key, reply());
      count++;
    } catch (error) {
      expect(error).toBeInstanceOf(ThrottledError);
      return count;
    }
  }
}

describe('rate limits', () => {
  const defaults = { signIn: { points: 3, duration: 60 }, other: { points: 2, duration: 60 } };

  it('refuses past the rule with a Retry-After header', async () => {
    const limits = createRateLimits('t1', defaults);
    expect(await allowed(limits.signIn, '10.0.0.1')).toBe(3);
    const sink = reply();
    await expect(limits.signIn.hit('10.0.0.1', sink)).rejects.toThrow('Request was throttled');
    expect(Number(sink.headers['retry-after'])).toBeGreaterThan(0);
    // Keys are counted apart.
    expect(await allowed(limits.signIn, '10.0.0.2')).toBe(3);
  });

  it('multiplies the default rules by the factor but keeps explicit ones', async () => {
    const limits = createRateLimits('t2', defaults, {
      factor: 10,
      rules: { other: { points: 1, duration: 60 } },
    });
    expect(await allowed(limits.signIn, 'a')).toBe(30);
    expect(await allowed(limits.other, 'a')).toBe(1);
  });

  it('counts an allowance ahead of the work and gives it back unless the work was done', async () => {
    const { signIn: perAccount, other: perAddress } = createRateLimits('t3', defaults);
    const take = () =>
      Allowance.take(
        [
          [perAccount, 'user:1'],
          [perAddress, '10.0.0.1'],
        ],
        reply(),
      );
    const first = await take();
    const second = await take();
    // The address has no third: refused, and the account's count taken for it is given back.
    await expect(take()).rejects.toBeInstanceOf(ThrottledError);
    await second.release();
    first.keep();
    await first.release(); // kept: releasing does nothing
    const third = await take();
    third.keep();
    await expect(take()).rejects.toBeInstanceOf(ThrottledError);
    // The account counted the two kept ones only: one more is allowed elsewhere.
    expect(await allowed(perAccount, 'user:1')).toBe(1);
  });
});
