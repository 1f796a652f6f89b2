/**
 * The demo data set's content: people, listings, catalogue, ads and places, as pure data and
 * deterministic generators. Inserting it into the database is the seed runner's job.
 */
export { DEMO_ADS, type DemoAd } from './ads';
export { AMENITIES, type CatalogueEntry, FEATURES, pickAmenities, pickFeatures } from './catalogue';
export { type ListingContent, type ListingInput, makeListing } from './listings';
export { NAME_GROUPS, type NameGroup, type NamePair } from './names';
export { AGENCIES, type Agency, type DemoAgent, type DemoOwner, makePeople } from './people';
export { type Bi, fitsNeighbourhood, landmarksFor } from './places';
export { LAND_PRICE_PER_M2, PRICE_RANGES, roundPrice } from './pricing';
export { type Rng, rng, seedFrom } from './random';
export { type Bounds, pointInSubcity, SUBCITY_BOUNDS, SUBCITY_WOREDAS, woredaNames } from './woredas';
