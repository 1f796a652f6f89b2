/** The whole database schema (drizzle-kit reads this file to generate migrations). */

export * from './alerts';
export * from './auth';
export * from './duplicates';
export * from './engagement';
export * from './freshness';
export * from './leads';
export * from './locations';
export * from './media';
export * from './prices';
export * from './properties';
export * from './reports';
export * from './revisions';
export * from './users';
