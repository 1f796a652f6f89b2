import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OverloadLimits, RenderGate } from '../../src/server/lib/overload';

const limits = (over: Partial<OverloadLimits> = {}): OverloadLimits => ({
  rendersMax: 1,
  queueMax: 1,
  queueWaitMs: 1000,
  eventLoopDelayMs: 200,
  deadlineMs: 9000,
  ...over,
});
const here = () => false;

describe('RenderGate (decision 049)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets renders in up to its slots, lines up the next, refuses past the line', async () => {
    const gate = new RenderGate(limits(), () => false);
    expect(await gate.enter(here)).toBe('go');
    const waiting = gate.enter(here);
    expect(gate.counters).toMatchObject({ rendering: 1, queued: 1 });
    expect(gate.full()).toBe(true);
    expect(await gate.enter(here)).toBe('busy');
    gate.leave();
    expect(await waiting).toBe('go');
    expect(gate.counters).toMatchObject({ rendering: 1, queued: 0, shed: 1, abandoned: 0 });
    gate.leave();
    expect(gate.counters.rendering).toBe(0);
    expect(gate.full()).toBe(false);
  });

  it('refuses new renders while the event loop is behind', async () => {
    let behind = true;
    const gate = new RenderGate(limits({ rendersMax: 4 }), () => behind);
    expect(await gate.enter(here)).toBe('busy');
    behind = false;
    expect(await gate.enter(here)).toBe('go');
    expect(gate.counters.shed).toBe(1);
  });

  it('refuses a page that waited longer than the line allows', async () => {
    const gate = new RenderGate(limits({ queueWaitMs: 500 }), () => false);
    await gate.enter(here);
    const waiting = gate.enter(here);
    vi.advanceTimersByTime(500);
    expect(await waiting).toBe('busy');
    expect(gate.counters).toMatchObject({ rendering: 1, queued: 0, shed: 1 });
  });

  it('never starts a render for a client that has gone, and passes the slot on', async () => {
    const gate = new RenderGate(limits({ queueMax: 3 }), () => false);
    let left = false;
    expect(await gate.enter(() => true)).toBe('gone');
    await gate.enter(here);
    const leaving = gate.enter(() => left);
    const staying = gate.enter(here);
    left = true;
    gate.leave();
    expect(await leaving).toBe('gone');
    expect(await staying).toBe('go');
    expect(gate.counters).toMatchObject({ rendering: 1, queued: 0, abandoned: 2 });
  });
});
