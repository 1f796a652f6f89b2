/** The public entry of this feature: what other features may use (decision 034). */
export * from './overlay';
export * from './proposal';
export * from './repository';
export * from './state';
