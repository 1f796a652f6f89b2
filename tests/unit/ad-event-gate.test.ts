import { describe, expect, it } from 'vitest';
import { AdEventGate } from '../../src/server/features/ads/event-gate';

const phone = { ip: '196.188.10.20', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile' };

describe('ad event de-duplication', () => {
  it('admits one event per visitor, ad, kind and minute', () => {
    let now = Date.UTC(2026, 0, 1, 9, 30, 5);
    const gate = new AdEventGate(() => now);
    expect(gate.admit(1, 'impression', phone)).toBe(true);
    expect(gate.admit(1, 'impression', phone)).toBe(false);
    // Another kind, another ad, another browser on the same address: all separate.
    expect(gate.admit(1, 'click', phone)).toBe(true);
    expect(gate.admit(2, 'impression', phone)).toBe(true);
    expect(gate.admit(1, 'impression', { ...phone, userAgent: `${phone.userAgent} Firefox` })).toBe(true);
    now += 54_000; // 09:30:59, same minute
    expect(gate.admit(1, 'impression', phone)).toBe(false);
    now += 1_000; // 09:31:00, next minute
    expect(gate.admit(1, 'impression', phone)).toBe(true);
  });

  it('forgets an event that could not be recorded, so a retry counts', () => {
    const gate = new AdEventGate(() => 0);
    expect(gate.admit(7, 'click', phone)).toBe(true);
    gate.forget(7, 'click', phone);
    expect(gate.admit(7, 'click', phone)).toBe(true);
  });
});
