import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and until React has taken the page over, true after. Pages paint
 * before their scripts run (decision 019): a form that only works with scripts keeps its submit
 * button disabled until then, so an early click cannot send the form the browser's own way (a GET
 * with what was typed in the address, and the fields emptied).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `<html data-hydrated>` once React has committed the server's page (AppShell's effect; effects
 * run after the commit, when every handler of the page is attached): what browser tests wait for
 * before they click. `hydrateRoot` marks the document as soon as it starts, before handlers are
 * attached on a busy phone or test machine, so that mark is not enough.
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Whether this render is React taking the server's HTML over (or the server's own render), read
 * once and without subscribing. `useHydrated` answers the same question as state, and a component
 * that calls it is rendered again right after hydration; one that only needs to know where its
 * first render happened (`useEarlyInput`) must not pay that on a slow phone.
 */
export function hydrating(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true';
}

/**
 * A button that needs the page's scripts: disabled until they run, so an early tap does nothing
 * unseen. Where the scripts wait for a tap (data saver, `scripts-on-tap.ts`), the page's starter
 * enables it (`data-until-scripts`): its tap starts them, and is replayed once they run.
 */
export function untilHydrated(hydrated: boolean) {
  return { disabled: !hydrated, 'data-until-scripts': hydrated ? undefined : '' };
}
