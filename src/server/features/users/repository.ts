import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountLinks, agentProfiles, images, users } from '../../db/schema';
import type { ImageVariant } from '../../db/schema/media';

const currentUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerified: users.emailVerified,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  // The newest live e-mail-change link: the address waiting for its link to be opened.
  pendingEmail: sql<string | null>`(select ${accountLinks.email} from ${accountLinks}
    where ${accountLinks.userId} = ${users.id} and ${accountLinks.purpose} = 'email_change'
      and ${accountLinks.usedAt} is null and ${accountLinks.expiresAt} > now()
    order by ${accountLinks.id} desc limit 1)`,
  fullName: users.fullName,
  phoneNumber: users.phoneNumber,
  telegramUsername: users.telegramUsername,
  bio: users.bio,
  isAgent: users.isAgent,
  isVerifiedAgent: users.isVerifiedAgent,
  isStaff: users.isStaff,
  isActive: users.isActive,
  dateJoined: users.dateJoined,
  companyName: agentProfiles.companyName,
  agentLicenseNumber: agentProfiles.agentLicenseNumber,
  picture: {
    id: images.id,
    width: images.width,
    height: images.height,
    placeholder: images.placeholder,
    dominantColor: images.dominantColor,
    variants: images.variants,
  },
};

export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof usersRepository.currentUser>>>;

/** The signed-in user's own record: profile, agent profile and picture. */
export const usersRepository = {
  currentUser: async (db: Db, id: number) => {
    const [row] = await db
      .select(currentUserColumns)
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .leftJoin(images, eq(images.id, users.profilePictureId))
      .where(eq(users.id, id))
      .limit(1);
    return row;
  },

  /** The row to change, locked for the transaction (two profile updates apply one after the other). */
  lockForUpdate: async (db: Db, id: number) => {
    const [row] = await db
      .select({ id: users.id, email: users.email, isAgent: users.isAgent, pictureId: users.profilePictureId })
      .from(users)
      .where(eq(users.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  update: async (db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> => {
    await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  },

  /** Creates or changes the agent profile (company and licence). */
  upsertAgentProfile: async (
    db: Db,
    userId: number,
    values: { companyName?: string | null; agentLicenseNumber?: string | null },
  ): Promise<void> => {
    await db
      .insert(agentProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: agentProfiles.userId, set: values });
  },

  insertImage: async (
    db: Db,
    image: {
      storageKey: string;
      width: number;
      height: number;
      placeholder: string;
      dominantColor: string;
      variants: ImageVariant[];
      uploadedById: number;
    },
  ): Promise<number> => {
    const [row] = await db.insert(images).values(image).returning({ id: images.id });
    return row!.id;
  },

  /** Deletes an image row no user points to any more; returns its variants to remove from storage. */
  deleteUnusedImage: async (db: Db, imageId: number): Promise<ImageVariant[] | undefined> => {
    const [row] = await db
      .delete(images)
      .where(
        and(
          eq(images.id, imageId),
          sql`not exists (select 1 from ${users} where ${users.profilePictureId} = ${imageId})`,
        ),
      )
      .returning({ variants: images.variants });
    return row?.variants;
  },
};
