/**
 * `POST /properties/advertisements/{id}/track_impression/` and `/track_click/`. Sent with
 * `keepalive`, so the request survives the page being left right after a click (the ad's link
 * opens at once, the count still arrives). Answers are ignored and failures only logged (spec §8).
 */
export function trackAd(id: number, kind: 'impression' | 'click'): void {
  try {
    fetch(`/api/properties/advertisements/${id}/track_${kind}/`, { method: 'POST', keepalive: true }).catch(
      (error: unknown) => console.warn(`Failed to track ad ${kind}`, error),
    );
  } catch (error) {
    console.warn(`Failed to track ad ${kind}`, error);
  }
}
