import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentProfiles, images, users } from '../../db/schema';
import type { ImageVariant } from '../../db/schema/media';

const currentUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
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

  /** True when another account uses this e-mail address (case-insensitively). */
  emailTakenByOther: async (db: Db, email: string, userId: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
      .limit(1);
    return row !== undefined;
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
