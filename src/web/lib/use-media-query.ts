import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. On the server (and in the first render of
 * the hydration, which must match the server's HTML) it is false: content that depends on it
 * appears only in the browser, which suits what is never needed for the first paint (ads).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's breakpoints, for code that must agree with the CSS. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const minWidth = (bp: keyof typeof BREAKPOINTS) => `(min-width: ${BREAKPOINTS[bp]}px)`;
