import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext } from 'react';

/** The page's i18next instance (root.tsx provides it). */
export const TranslationContext = createContext<I18n | null>(null);

const fixed = new WeakMap<I18n, { t: TFunction; i18n: I18n }>();

/**
 * `t` and the instance, read from context. react-i18next's hook copied every property of the
 * instance for each component the first time it rendered, and on the server every component
 * renders once: 4.5 % of a page's CPU (decision 048). Here one fixed `t` per instance is shared
 * by all. A new language is a new instance, so every reader re-renders; a route's namespaces are
 * added before the route renders (root.tsx), so no reader needs telling.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(TranslationContext);
  if (!i18n) throw new Error('useTranslation outside the root layout');
  let value = fixed.get(i18n);
  if (!value) {
    value = { t: i18n.getFixedT(i18n.language), i18n };
    fixed.set(i18n, value);
  }
  return value;
}
