import { createHash } from 'node:crypto';

/** How many (ad, kind, visitor) keys a process remembers. */
const REMEMBERED = 200_000;

/** Who sent a tracking call: never stored, only hashed into a key. */
export interface AdVisitor {
  ip: string;
  userAgent: string;
}

/**
 * Counts one impression (or click) per visitor, ad and minute: a page that re-renders, a visitor
 * who reloads, or a script that calls in a loop adds one event a minute at most. Visitors are told
 * apart by a hash of address and browser; keys live in memory, the oldest dropped first. With
 * several processes behind a load balancer each keeps its own keys (a visitor moving between
 * processes may be counted once per process and minute).
 */
export class AdEventGate {
  /** key → the minute it was last admitted in. */
  private seen = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** True the first time this visitor sends this event for this ad in the current minute. */
  admit(adId: number, kind: string, visitor: AdVisitor): boolean {
    const key = this.key(adId, kind, visitor);
    const minute = Math.floor(this.now() / 60_000);
    if (this.seen.get(key) === minute) return false;
    // Re-inserted so that the Map's order stays oldest first.
    this.seen.delete(key);
    this.seen.set(key, minute);
    if (this.seen.size > REMEMBERED) this.seen.delete(this.seen.keys().next().value!);
    return true;
  }

  /** Forgets an admitted event that was not recorded (unknown ad, failed write). */
  forget(adId: number, kind: string, visitor: AdVisitor): void {
    this.seen.delete(this.key(adId, kind, visitor));
  }

  private key(adId: number, kind: string, visitor: AdVisitor): string {
    const who = createHash('sha256').update(`${visitor.ip}|${visitor.userAgent}`).digest('base64url');
    return `${adId}|${kind}|${who.slice(0, 22)}`;
  }
}
