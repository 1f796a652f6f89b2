import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { agentProfiles, auditLog, refreshTokens, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { UsageError } from './usage-error';

/**
 * Creates a staff user, or promotes the user who already has that e-mail (and sets the password).
 * The installer typed the address on the server, so it counts as confirmed; when an existing
 * account is promoted, whoever was signed in to it is signed out (its password has just changed).
 */
export async function createStaff(
  ctx: AppContext,
  input: { email: string; password: string; username?: string; fullName?: string },
) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw new UsageError('Enter a valid email address.');
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw new UsageError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(input.password);
  const db = ctx.database.db;
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${input.email})`);
  if (existing) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, existing.id), isNull(refreshTokens.revokedAt)));
  }
  const [user] = existing
    ? await db
        .update(users)
        .set({ isStaff: true, passwordHash, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning()
    : await db
        .insert(users)
        .values({
          email: input.email,
          username: input.username ?? input.email.split('@')[0]!,
          fullName: input.fullName ?? 'Sefer Staff',
          passwordHash,
          isStaff: true,
          emailVerified: true,
        })
        .returning();
  await db.insert(auditLog).values({
    action: existing ? 'staff.promote' : 'staff.create',
    entityType: 'user',
    entityId: String(user!.id),
    after: { is_staff: true, via: 'cli' },
  });
  return user!;
}

/** Verifies (or un-verifies) an agent found by id, username or e-mail. */
export async function setAgentVerified(ctx: AppContext, who: string, verified: boolean) {
  const db = ctx.database.db;
  const id = /^\d+$/.test(who) ? Number(who) : -1;
  const [user] = await db
    .select()
    .from(users)
    .where(
      or(
        eq(users.id, id),
        sql`lower(${users.username}) = lower(${who})`,
        sql`lower(${users.email}) = lower(${who})`,
      ),
    );
  if (!user) throw new UsageError(`No user matches "${who}".`);
  if (!user.isAgent) throw new UsageError(`${user.username} is not an agent.`);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isVerifiedAgent: verified, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await tx
      .insert(agentProfiles)
      .values({ userId: user.id, verifiedAt: verified ? new Date() : null })
      .onConflictDoUpdate({
        target: agentProfiles.userId,
        set: { verifiedAt: verified ? new Date() : null },
      });
    await tx.insert(auditLog).values({
      action: verified ? 'agent.verify' : 'agent.unverify',
      entityType: 'user',
      entityId: String(user.id),
      before: { is_verified_agent: user.isVerifiedAgent },
      after: { is_verified_agent: verified, via: 'cli' },
    });
    return updated!;
  });
}
