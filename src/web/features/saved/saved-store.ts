import { useSyncExternalStore } from 'react';
import { tokens } from '../auth/session';

/**
 * What this tab knows of the user's saved listings: learned from the saved list, the detail
 * page's check, and every save or removal. Every heart of the same listing shows the same state,
 * and the Saved Properties page drops a card as soon as it is unsaved anywhere. Nothing is
 * fetched for it: a listing this tab knows nothing about shows as unsaved (spec §4, cards).
 */
const known = new Map<number, boolean>();
const listeners = new Set<() => void>();
let version = 0;

export const savedStore = {
  get: (id: number): boolean | undefined => known.get(id),
  /** Changes with every change of what is known (for `useSyncExternalStore`). */
  version: () => version,
  set(id: number, saved: boolean) {
    if (known.get(id) === saved) return;
    known.set(id, saved);
    version++;
    for (const l of listeners) l();
  },
  setMany(ids: readonly number[]) {
    for (const id of ids) known.set(id, true);
    version++;
    for (const l of listeners) l();
  },
  /** Forgets everything: what is known belongs to the session that learned it. */
  clear() {
    if (known.size === 0) return;
    known.clear();
    version++;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The known saved state of a listing, re-rendering when it changes. */
export function useKnownSaved(id: number): boolean | undefined {
  useSyncExternalStore(savedStore.subscribe, savedStore.version, () => 0);
  return known.get(id);
}

// Signing out, or in as someone else, starts afresh.
if (typeof window !== 'undefined') tokens.subscribe(() => savedStore.clear());
