import { describe, expect, it } from 'vitest';
import { coalescing } from '../../src/server/lib/coalesce';

/** A fetch whose calls are recorded and answered when the test says so. */
function controlledFetch() {
  const calls: Array<{ keys: number[]; answer: (fail?: Error) => void }> = [];
  const fetch = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (fail) => (fail ? reject(fail) : resolve(new Map(keys.map((k) => [k, `v${k}`])))),
      });
    });
  return { calls, fetch };
}

describe('coalescing lookups', () => {
  it('fetches at once when idle and sends keys asked meanwhile together in the next fetch', async () => {
    const { calls, fetch } = controlledFetch();
    const load = coalescing(fetch, 1);
    const first = load([1, 2]);
    expect(calls.map((c) => c.keys)).toEqual([[1, 2]]);
    const second = load([3, 4]);
    const third = load([4, 5, 6]);
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    expect(await first).toEqual(['v1', 'v2']);
    expect(calls.map((c) => c.keys)).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
    calls[1]!.answer();
    expect(await second).toEqual(['v3', 'v4']);
    expect(await third).toEqual(['v4', 'v5', 'v6']);
  });

  it('fails every waiter of a failed fetch, and the next lookup fetches again', async () => {
    const { calls, fetch } = controlledFetch();
    const load = coalescing(fetch, 1);
    const failed = load([1]);
    calls[0]!.answer(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    const next = load([1]);
    calls[1]!.answer();
    expect(await next).toEqual(['v1']);
  });

  it('answers undefined for keys the fetch did not find', async () => {
    const load = coalescing(async (keys: number[]) => new Map(keys.filter((k) => k % 2).map((k) => [k, k])));
    expect(await load([1, 2, 3])).toEqual([1, undefined, 3]);
  });
});
