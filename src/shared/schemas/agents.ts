import { z } from 'zod';
import { boolParam, paginated, paginationQuery, query, text } from './common';
import { propertyListItem } from './properties';

/**
 * An agent's public (company) profile, spec §3 "Agent / company profile". `properties_count` is
 * the number of the agent's published listings (available, sold or rented).
 */
const agentProfile = z.object({
  id: z.number().int(),
  company_name: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  /** URL of the profile picture (WebP ≤ 1024 px), or null. */
  avatar: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  telegram_username: z.string().nullable(),
  bio: z.string().nullable(),
  /** ISO 8601. */
  date_joined: z.string(),
  is_verified_agent: z.boolean(),
  agent_license_number: z.string().nullable(),
  properties_count: z.number().int(),
});
export type AgentProfile = z.infer<typeof agentProfile>;

/** `GET /users/agents/` — verified first, then newest; blank values ignored. */
export const listAgentsQuery = query({
  ...paginationQuery,
  verified: boolParam().optional(),
  search: text().max(200, { message: 'Ensure this field has no more than 200 characters.' }).optional(),
});
export type ListAgentsQuery = z.infer<typeof listAgentsQuery>;
export const listAgentsResponse = paginated(agentProfile);
export type ListAgentsResponse = z.infer<typeof listAgentsResponse>;

/** `GET /users/agents/{id}/` */
export const agentDetailResponse = agentProfile.extend({
  /** "Usually replies within N hours" (decision 040); null with too few inquiries to tell. */
  response_hours: z.number().int().nullable(),
});
export type AgentDetail = z.infer<typeof agentDetailResponse>;

/** `GET /users/agents/{id}/properties/` — the agent's published listings, newest first. */
export const agentPropertiesQuery = query({ ...paginationQuery });
export type AgentPropertiesQuery = z.infer<typeof agentPropertiesQuery>;
export const agentPropertiesResponse = paginated(propertyListItem).extend({
  /** True when `count` is an estimate, as in the listing search. */
  count_is_estimate: z.boolean().optional(),
});
export type AgentPropertiesResponse = z.infer<typeof agentPropertiesResponse>;
