/** The public entry of this feature: what other features may use (decision 034). */
export * from './backfill';
export * from './present';
export * from './service';
