/** The public entry of this feature: what other features may use (decision 034). */
export * from './api/list-properties';
export { cardListings, cardPage } from './card-data';
export * from './components/listing-parts';
export * from './components/listing-text';
export * from './components/PropertyCard';
export * from './components/PropertyListItem';
export * from './components/terms-text';
