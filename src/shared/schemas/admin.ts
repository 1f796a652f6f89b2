import { z } from 'zod';
import { PROPERTY_STATUSES, REVIEW_STATES } from '../enums';
import { paginated, paginationQuery, query, text } from './common';

/**
 * Staff console: people (search users, an agent's listings) and the audit log. Every operation
 * under `/admin/...` answers 401 to visitors and 403 to anyone who is not staff.
 */

/** Which accounts a user search returns. */
export const ADMIN_USER_ROLES = ['agent', 'verified', 'unverified', 'staff', 'all'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

/** `GET /admin/users/?search=&role=` (agents by default). */
export const adminUsersQuery = query({
  search: text().trim().max(100).optional(),
  role: z.enum(ADMIN_USER_ROLES, { message: 'Choose a valid role.' }).default('agent'),
  ...paginationQuery,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  is_agent: z.boolean(),
  is_verified_agent: z.boolean(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  company_name: z.string().nullable(),
  agent_license_number: z.string().nullable(),
  verified_at: z.string().nullable(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  /** Listings the user publishes as agent or owns, in any state. */
  listings_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = paginated(adminUser);

/** `GET /admin/users/{id}/` */
export const adminUserResponse = adminUser;

/** `GET /admin/agents/{id}/listings/?status=`: every listing of an agent, whatever its state. */
export const adminAgentListingsQuery = query({
  status: z.enum(PROPERTY_STATUSES, { message: 'Choose a valid status.' }).optional(),
  ...paginationQuery,
});
const adminListing = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  /** Where it is in staff review: a rejected listing (or one taken down) is hidden. */
  review_state: z.enum(REVIEW_STATES),
  /** The staff's reason while it stays rejected; null otherwise. */
  rejection_reason: z.string().nullable(),
  /** A change of the published listing waits in the review queue (decision 028). */
  change_waiting: z.boolean(),
  listing_type: z.string(),
  property_type: z.string(),
  price: z.number().int(),
  is_featured: z.boolean(),
  /** When staff's featuring ends (decision 041); null: not featured, or until staff end it. */
  featured_until: z.string().nullable(),
  subcity: z.string().nullable(),
  city: z.string().nullable(),
  views_count: z.number().int(),
  created_at: z.string(),
});
export type AdminListing = z.infer<typeof adminListing>;
export const adminAgentListingsResponse = paginated(adminListing);

/** `GET /admin/audit/?entity_type=&entity_id=&actor=&action=` (newest first). */
export const auditQuery = query({
  entity_type: text().trim().max(40).optional(),
  entity_id: text().trim().max(40).optional(),
  /** A user id, or a username. */
  actor: text().trim().max(150).optional(),
  action: text().trim().max(60).optional(),
  ...paginationQuery,
});
export type AuditQuery = z.infer<typeof auditQuery>;

const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResponse = paginated(auditEntry);

/** Entity types the audit log knows, for the filter (others may appear; the filter is free text). */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'advertisement',
  'background',
  'region',
  'city',
  'subcity',
  'kebele',
  'property',
] as const;
