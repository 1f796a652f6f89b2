import type { PropertyListItem } from '@shared/schemas/properties';
import { SAVED_CACHE } from '../../lib/service-worker';

/**
 * The saved list kept for reading offline (decision 047): the service worker never keeps an answer
 * to a signed-in call, so the page keeps the list itself, in a cache of its own keyed by the
 * person (the worker knows the name, leaves it at a new release, and empties it at sign-out).
 */
/** The signed-in person's id, from the access token's subject (no call needed). */
function personOf(access: string | null): string | null {
  try {
    const payload = JSON.parse(atob(access!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.sub === 'string' && /^\d+$/.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

const keyOf = (person: string) => `/offline/saved/${person}`;
const available = () => typeof caches !== 'undefined';

/** Keeps the first page of the saved list as just loaded. */
export async function keepSaved(access: string | null, items: readonly PropertyListItem[]): Promise<void> {
  const person = personOf(access);
  if (!person || !available()) return;
  try {
    const cache = await caches.open(SAVED_CACHE);
    await cache.put(
      keyOf(person),
      new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } }),
    );
  } catch {
    // Storage full or refused: the list is simply not kept.
  }
}

/** The list kept for this person, if any. */
export async function keptSaved(access: string | null): Promise<PropertyListItem[] | null> {
  const person = personOf(access);
  if (!person || !available()) return null;
  try {
    const kept = await caches.match(keyOf(person), { cacheName: SAVED_CACHE });
    return kept ? ((await kept.json()) as PropertyListItem[]) : null;
  } catch {
    return null;
  }
}
