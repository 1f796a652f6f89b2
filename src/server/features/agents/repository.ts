import { type AnyColumn, and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentProfiles, images, properties, users } from '../../db/schema';
import { isPublicListing } from '../properties';

/** The filters of the public agent list. */
export interface AgentFilters {
  verified?: boolean;
  search?: string;
}

/** `%`, `_` and `\` typed by a visitor are literal characters, not ILIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Only active agents have a public profile. */
const isPublicAgent = and(eq(users.isAgent, true), eq(users.isActive, true));

function agentConditions(f: AgentFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [isPublicAgent];
  if (f.verified !== undefined) c.push(eq(users.isVerifiedAgent, f.verified));
  const term = f.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    c.push(or(ilike(agentProfiles.companyName, pattern), ilike(users.fullName, pattern)));
  }
  return and(...c);
}

/** Listings of an agent the public may see. */
const publishedBy = (agentId: AnyColumn | number) => and(eq(properties.agentId, agentId), isPublicListing());

const profileColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  telegramUsername: users.telegramUsername,
  bio: users.bio,
  dateJoined: users.dateJoined,
  isVerifiedAgent: users.isVerifiedAgent,
  companyName: agentProfiles.companyName,
  agentLicenseNumber: agentProfiles.agentLicenseNumber,
  avatar: {
    id: images.id,
    width: images.width,
    height: images.height,
    placeholder: images.placeholder,
    dominantColor: images.dominantColor,
    variants: images.variants,
  },
  // Correlated count, served by properties_agent_idx: one lookup per agent on the page.
  propertiesCount: sql<number>`(select count(*)::int from ${properties} where ${publishedBy(users.id)})`,
};

export type AgentProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

function selectProfiles(db: Db, where: SQL | undefined) {
  return db
    .select(profileColumns)
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(images, eq(images.id, users.profilePictureId))
    .where(where);
}

/** Agents: public profiles and the listings they publish. */
export const agentsRepository = {
  /** One page of agents: verified first, then the most recently joined (users_agents_idx). */
  page: (db: Db, f: AgentFilters, limit: number, offset: number) =>
    selectProfiles(db, agentConditions(f))
      .orderBy(desc(users.isVerifiedAgent), desc(users.dateJoined), desc(users.id))
      .limit(limit)
      .offset(offset),

  count: async (db: Db, f: AgentFilters): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .where(agentConditions(f));
    return row?.n ?? 0;
  },

  /** The public profile of an active agent, or undefined. */
  byId: async (db: Db, id: number): Promise<AgentProfileRow | undefined> => {
    const [row] = await selectProfiles(db, and(isPublicAgent, eq(users.id, id))).limit(1);
    return row;
  },

  /** True when `id` is an active agent (cheaper than loading the profile). */
  exists: async (db: Db, id: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isPublicAgent, eq(users.id, id)))
      .limit(1);
    return row !== undefined;
  },

  /** WHERE clause of the agent's published listings, for the listing search's select and count. */
  listingsWhere: (agentId: number): SQL | undefined => publishedBy(agentId),

  /** Newest first, as properties_agent_idx (agent_id, created_at desc) reads them. */
  listingsOrder: (): SQL[] => [desc(properties.createdAt), desc(properties.id)],
};
