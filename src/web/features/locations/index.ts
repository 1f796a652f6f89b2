/** The public entry of this feature: what other features may use (decision 034). */
export * from './api/list-cities';
export * from './api/list-kebeles';
export * from './api/list-regions';
export * from './api/list-subcities';
export * from './place-name';
