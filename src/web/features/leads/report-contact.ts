import { type ContactEventKind, contactEventsPath } from '@shared/leads';
import { tokens } from '../auth';

/**
 * Tells the server a visitor tapped Call, Telegram or Share on a listing (decision 040), without
 * delaying the tap: nothing waits for the answer, and the request outlives the page the tap leaves.
 * A visitor's tap goes with `navigator.sendBeacon`; a signed-in member's with a `keepalive` fetch
 * carrying their token (a beacon cannot), so the server counts them once from every address and
 * never counts a listing's own publisher. A token the server refuses falls back to a beacon.
 */
export function reportContact(propertyId: number, kind: ContactEventKind): void {
  const url = contactEventsPath(propertyId);
  const body = JSON.stringify({ kind });
  const beacon = () => {
    try {
      if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true });
    } catch {
      // A count is not worth an error on the visitor's screen.
    }
  };
  const access = tokens.access();
  if (!access) {
    beacon();
    return;
  }
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
  })
    .then((res) => {
      if (res.status === 401) beacon();
    })
    .catch(() => undefined);
}

/**
 * What a contact link on a listing carries: its click reports the tap, and its attributes let the
 * page's starter report it while the scripts wait for a tap (data saver, decision 046), so an
 * agent's counts do not depend on whether the visitor's page ran its scripts.
 */
export function contactTap(propertyId: number, kind: ContactEventKind) {
  return {
    onClick: () => reportContact(propertyId, kind),
    'data-contact': kind,
    'data-listing': propertyId,
  };
}
