import { activeAdsResponse, adSlotsResponse, backgroundsResponse } from '@shared/schemas/ads';
import { agentDetailResponse, agentPropertiesResponse } from '@shared/schemas/agents';
import {
  listCitiesResponse,
  listKebelesResponse,
  listRegionsResponse,
  listSubcitiesResponse,
} from '@shared/schemas/locations';
import { mapMarkersResponse } from '@shared/schemas/map';
import { listCardsResponse } from '@shared/schemas/properties';
import { propertyDetail, similarPropertiesResponse } from '@shared/schemas/property-detail';
import { filterOptionsResponse, propertyStatsResponse, subcityStatsResponse } from '@shared/schemas/stats';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeWithDb } from '../support/db';
import { createListingWorld, type ListingWorld } from '../support/listing-world';
import { moreFactories } from '../support/more-factories';

/**
 * The pages read the API's answers without parsing them (decision 062): what the server writes
 * must be what each operation's schema says, field by field. Every read the public pages make,
 * on a market with photos, places and an agent: each field present, of its type.
 */
describeWithDb('API answers match their schemas', (env) => {
  let world: ListingWorld;
  let agentId: number;
  beforeAll(async () => {
    world = await createListingWorld(env().ctx);
    const f = moreFactories(env().ctx);
    const agent = await f.agent({ avatar: true, isVerifiedAgent: true });
    await f.property({ agentId: agent.id, ownerId: agent.id, cityId: world.city.id, photos: 2 });
    agentId = agent.id;
  });

  const reads = (): Array<[string, z.ZodType]> => [
    [`/api/properties/properties/?city=${world.city.id}&fields=card`, listCardsResponse],
    [
      `/api/properties/properties/?city=${world.city.id}&fields=card&ordering=-price&page=2&page_size=2`,
      listCardsResponse,
    ],
    [`/api/properties/properties/${world.L1.id}/`, propertyDetail],
    [`/api/properties/properties/${world.L1.id}/similar/`, similarPropertiesResponse],
    ['/api/properties/filter-options/', filterOptionsResponse],
    ['/api/properties/stats/', propertyStatsResponse],
    ['/api/properties/addis-ababa-subcity-stats/', subcityStatsResponse],
    [`/api/properties/map-markers/?city=${world.city.id}`, mapMarkersResponse],
    ['/api/properties/ads/active/?placement=home&ad_type=banner&limit=5', activeAdsResponse],
    ['/api/properties/ads/slots/', adSlotsResponse],
    ['/api/properties/backgrounds/?page_type=home', backgroundsResponse],
    ['/api/locations/regions/', listRegionsResponse],
    [`/api/locations/cities/?region=${world.region.id}`, listCitiesResponse],
    [`/api/locations/subcities/?city=${world.city.id}`, listSubcitiesResponse],
    [`/api/locations/kebeles/?subcity=${world.bole.id}`, listKebelesResponse],
    [`/api/users/agents/${agentId}/`, agentDetailResponse],
    [`/api/users/agents/${agentId}/properties/`, agentPropertiesResponse],
  ];

  it('writes every public read as its schema declares it', async () => {
    for (const [url, schema] of reads()) {
      const res = await env().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const checked = schema.safeParse(res.json());
      expect(checked.success ? [] : checked.error.issues, url).toEqual([]);
    }
  });
});
