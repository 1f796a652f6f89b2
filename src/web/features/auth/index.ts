/** The public entry of this feature: what other features may use (decision 034). */
export * from './AuthProvider';
export * from './account-errors';
export * from './api/operations';
export * from './guards';
export * from './session';
export * from './transport';
