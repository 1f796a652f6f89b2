interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Looks values up by key in batches: keys asked for while `maxInFlight` fetches are running wait
 * and go together in the next fetch. An idle process fetches at once (no added delay); a busy one
 * sends one statement for many requests instead of one each — on a small machine, every
 * statement sent costs a process wake-up on both sides, whatever its size.
 */
export function coalescing<K, V>(
  fetch: (keys: K[]) => Promise<Map<K, V>>,
  maxInFlight = 2,
): (keys: K[]) => Promise<Array<V | undefined>> {
  let queued = new Map<K, Waiter<V>[]>();
  let inFlight = 0;
  const pump = () => {
    if (inFlight >= maxInFlight || queued.size === 0) return;
    const batch = queued;
    queued = new Map();
    inFlight++;
    fetch([...batch.keys()])
      .then(
        (found) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        inFlight--;
        pump();
      });
  };
  return (keys) => {
    const values = keys.map(
      (key) =>
        new Promise<V | undefined>((resolve, reject) => {
          const waiters = queued.get(key);
          if (waiters) waiters.push({ resolve, reject });
          else queued.set(key, [{ resolve, reject }]);
        }),
    );
    pump();
    return Promise.all(values);
  };
}
