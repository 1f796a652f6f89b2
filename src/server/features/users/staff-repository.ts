import type { AdminUserRole } from '@shared/schemas/admin';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentProfiles, properties, users } from '../../db/schema';

export interface UserFilter {
  search?: string;
  role: AdminUserRole;
}

function conditions(f: UserFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.role === 'agent') c.push(eq(users.isAgent, true));
  if (f.role === 'verified') c.push(and(eq(users.isAgent, true), eq(users.isVerifiedAgent, true)));
  if (f.role === 'unverified') c.push(and(eq(users.isAgent, true), eq(users.isVerifiedAgent, false)));
  if (f.role === 'staff') c.push(eq(users.isStaff, true));
  if (f.search) {
    // Escape LIKE's wildcards: staff search for text, not patterns.
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(
      or(
        sql`lower(${users.username}) like ${like}`,
        sql`lower(${users.email}) like ${like}`,
        sql`lower(${users.fullName}) like ${like}`,
        sql`lower(coalesce(${agentProfiles.companyName}, '')) like ${like}`,
        sql`coalesce(${users.phoneNumber}, '') like ${like}`,
        /^\d{1,9}$/.test(f.search) ? eq(users.id, Number(f.search)) : undefined,
      ),
    );
  }
  return and(...c);
}

const columns = {
  user: users,
  companyName: agentProfiles.companyName,
  agentLicenseNumber: agentProfiles.agentLicenseNumber,
  verifiedAt: agentProfiles.verifiedAt,
  listingsCount: sql<number>`(select count(*)::int from ${properties} where ${properties.agentId} = ${users.id} or ${properties.ownerId} = ${users.id})`,
};

/** Accounts as staff see them: every role, with the agent profile and a count of listings. */
export const adminUsersRepository = {
  page: (db: Db, f: UserFilter, limit: number, offset: number) =>
    db
      .select(columns)
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .where(conditions(f))
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(limit)
      .offset(offset),

  count: async (db: Db, f: UserFilter) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .where(conditions(f));
    return row?.n ?? 0;
  },

  byId: async (db: Db, id: number) => {
    const [row] = await db
      .select(columns)
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .where(eq(users.id, id));
    return row;
  },
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof adminUsersRepository.byId>>>;
