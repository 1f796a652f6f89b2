import { useEffect, useRef } from 'react';
import { hydrating } from './use-hydrated';

/**
 * On a slow phone a visitor may choose or type in a form before the page's script has taken
 * over. Hydration leaves those fields as they are, but the next render puts controlled fields
 * back to their state. These helpers find what was changed, so a screen can apply it once, at
 * hydration: what the server's HTML set is kept in the DOM as the fields' defaults
 * (`defaultValue`, an option's `defaultSelected`).
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the visitor changed this field from what the server's HTML gave it. */
export function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    // Without a `selected` attribute the browser shows the first option.
    const initial = Math.max(
      0,
      options.findIndex((o) => o.defaultSelected),
    );
    return field.selectedIndex !== initial;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The named, enabled fields of a form that the visitor changed, with their values. */
export function changedFields(form: HTMLFormElement): URLSearchParams {
  const changed = new URLSearchParams();
  for (const element of form.elements) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!element.name || element.disabled || !changedBeforeHydration(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) continue;
    changed.set(
      element.name,
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? String(element.checked)
        : element.value,
    );
  }
  return changed;
}

/**
 * Runs `apply` once after the first render, and only when this component's HTML came from the
 * server and was hydrated. A component first rendered in the browser (after a client navigation)
 * had no early input: its controlled fields never held server defaults, so comparing them with
 * their defaults would read every filled field as "changed" and rewrite the URL (the home search
 * once landed on `/properties` with an unasked `region` added, depending on timing).
 */
export function useEarlyInput(apply: () => void): void {
  const fromServer = useRef(hydrating());
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (fromServer.current) apply();
  });
}
