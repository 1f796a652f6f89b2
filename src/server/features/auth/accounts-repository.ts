import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentProfiles, users } from '../../db/schema';

const lowerEq = (column: typeof users.username | typeof users.email, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

const credentialColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  emailVerified: users.emailVerified,
};

export type CredentialRow = NonNullable<Awaited<ReturnType<typeof accountsRepository.byId>>>;

/** Accounts as sign-in, sign-up and passwords see them (lower() lookups use the unique indexes). */
export const accountsRepository = {
  /**
   * The account a sign-in names: by e-mail, or by username, else by e-mail when the username
   * field holds an address. An exact username match wins over another account's e-mail.
   */
  forSignIn: async (db: Db, identifier: string, emailOnly: boolean) => {
    const where = emailOnly
      ? lowerEq(users.email, identifier)
      : or(lowerEq(users.username, identifier), lowerEq(users.email, identifier));
    const [row] = await db
      .select(credentialColumns)
      .from(users)
      .where(where)
      .orderBy(desc(lowerEq(users.username, identifier)))
      .limit(1);
    return row;
  },

  byId: async (db: Db, id: number) => {
    const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  activeByEmail: async (db: Db, email: string) => {
    const [row] = await db
      .select(credentialColumns)
      .from(users)
      .where(and(lowerEq(users.email, email), eq(users.isActive, true)))
      .limit(1);
    return row;
  },

  /** Which of the username and e-mail another account already uses. */
  taken: async (db: Db, username: string, email: string) => {
    const rows = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(lowerEq(users.username, username), lowerEq(users.email, email)));
    return {
      username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    };
  },

  usernameExists: async (db: Db, username: string): Promise<boolean> => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(lowerEq(users.username, username))
      .limit(1);
    return row !== undefined;
  },

  /** Creates a user (and the agent profile of an agent). Run it in a transaction. */
  create: async (db: Db, values: typeof users.$inferInsert): Promise<number> => {
    const [row] = await db.insert(users).values(values).returning({ id: users.id });
    if (values.isAgent) await db.insert(agentProfiles).values({ userId: row!.id });
    return row!.id;
  },

  setPassword: async (db: Db, userId: number, passwordHash: string): Promise<void> => {
    await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  markEmailVerified: async (db: Db, userId: number): Promise<void> => {
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  },

  /** Takes a new address, proven by the link just opened. */
  setConfirmedEmail: async (db: Db, userId: number, email: string): Promise<void> => {
    await db
      .update(users)
      .set({ email, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  /** The account row, locked for the transaction (e-mail changes apply one after the other). */
  lockById: async (db: Db, id: number) => {
    const [row] = await db
      .select(credentialColumns)
      .from(users)
      .where(eq(users.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  /** True when another account uses this address (case-insensitively). */
  emailTakenByOther: async (db: Db, email: string, userId: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(lowerEq(users.email, email), ne(users.id, userId)))
      .limit(1);
    return row !== undefined;
  },
};
