import type { AppContext } from '../../context';
import { deliverDue, deliverTaken } from './delivery';
import { fanOut } from './fanout';
import { setWebhook } from './telegram';

/** How often a process looks for work (the p95 budget from publication to hand-off is 60 s). */
const TICK_MS = 2_000;

/**
 * One pass: every pending event into jobs, its instant ones sent by this process at once, then
 * every other due job taken and sent (bounded batches).
 */
export async function runAlerts(
  ctx: AppContext,
  now = new Date(),
): Promise<{ events: number; jobs: number }> {
  let events = 0;
  let jobs = 0;
  for (let made = await fanOut(ctx, now); made.events > 0; made = await fanOut(ctx, now)) {
    events += made.events;
    // The instant jobs just made are this process's already: sent now, not taken again.
    await deliverTaken(ctx, made.taken, now);
    jobs += made.taken.length;
  }
  for (let n = await deliverDue(ctx, now); n > 0; n = await deliverDue(ctx, now)) jobs += n;
  return { events, jobs };
}

/**
 * The background worker of one process (ALERT_WORKER, on by default): every process may run one,
 * the database hands each event and job to one of them. Returns its stop function, which waits
 * for the pass in progress.
 */
export function startAlertWorker(ctx: AppContext): () => Promise<void> {
  if (ctx.config.telegram)
    setWebhook(ctx.config).catch((err: unknown) =>
      ctx.log.warn({ err }, 'Telegram setWebhook failed; linking waits until it succeeds at the next start'),
    );
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(() =>
      stopped
        ? undefined
        : runAlerts(ctx).catch((err: unknown) => ctx.log.error({ err }, 'alert worker pass failed')),
    );
  }, TICK_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
