/**
 * `make` run on the first call and its promise shared by every call after; a failure is
 * forgotten, so the next call tries again. For what a process loads only when first needed
 * (decision 059): a module by `import()`, a client made from it.
 */
export function loadOnce<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
