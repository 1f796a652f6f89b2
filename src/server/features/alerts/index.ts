/** The public entry of this feature: what other features may use (decision 034). */
export { adminAlertRoutes } from './admin-routes';
export * from './events';
