/** The public entry of this feature: what other features may use (decision 034). */
export * from './card-query';
export * from './cards';
export * from './detail-presenter';
export * from './detail-query';
export * from './detail-repository';
export * from './list-repository';
export * from './listing-match';
export * from './listing-sql';
export * from './presenter';
export * from './quality-score';
export * from './reindex-repository';
export * from './related-repository';
export * from './search-text';
export * from './service';
