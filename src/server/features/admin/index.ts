/** The public entry of this feature: what other features may use (decision 034). */
export * from './audit';
export * from './images';
export * from './images-repository';
export * from './openapi';
