/** The public entry of this feature: what other features may use (decision 034). */
export { adminAlertRoutes } from './admin-routes';
export * from './events';
/** The Bot API call, for other features' Telegram copies of their messages (decision 051). */
export { botCall } from './telegram';
export { alertLanguage } from './words';
