/** The public entry of this feature: what other features may use (decision 034). */
export * from './contacts';
export * from './inbox';
export * from './staff-routes';
