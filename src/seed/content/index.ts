/**
 * The demo data set's content: people, listings, catalogue, ads and places, as pure data and
 * deterministic generators. Inserting it into the database is the seed runner's job.
 */
export { DEMO_ADS, type DemoAd } from './ads';
export { AMENITIES, type CatalogueEntry, FEATURES, pickAmenities, pickFeatures } from './catalogue';
export { type ListingContent, type ListingInput, makeListing } from './listings';
export type { NameGroup, NamePair } from './names';
export { AGENCIES, type Agency, type DemoAgent, type DemoOwner, makePeople } from './people';
export { type Bi, fitsNeighbourhood } from './places';
export { PRICE_RANGES } from './pricing';
export { type Rng, rng } from './random';
export { type Bounds, pointInSubcity, SUBCITY_BOUNDS, SUBCITY_WOREDAS, woredaNames } from './woredas';
