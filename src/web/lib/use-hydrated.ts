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
 * A button that needs the page's scripts: disabled until they run, so an early tap does nothing
 * unseen. Where the scripts wait for a tap (data saver, `scripts-on-tap.ts`), the page's starter
 * enables it (`data-until-scripts`): its tap starts them, and is replayed once they run.
 */
export function untilHydrated(hydrated: boolean) {
  return { disabled: !hydrated, 'data-until-scripts': hydrated ? undefined : '' };
}
