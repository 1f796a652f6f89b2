import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { ImageVariant } from '../../db/schema/media';
import { imageInUse } from '../../media/repository';

export type StoredImage = Omit<typeof images.$inferInsert, 'id' | 'createdAt'>;

/** Images the console uploads (ads, backgrounds): their rows, and removal once nothing uses them. */
export const adminImagesRepository = {
  insert: async (db: Db, image: StoredImage): Promise<number> => {
    const [row] = await db.insert(images).values(image).returning({ id: images.id });
    return row!.id;
  },

  byIds: (db: Db, ids: number[]) =>
    ids.length ? db.select().from(images).where(sql`${images.id} in ${ids}`) : Promise.resolve([]),

  /** Deletes the row when no ad, background, listing, video or profile uses it; answers its files. */
  deleteUnused: async (db: Db, imageId: number): Promise<ImageVariant[] | undefined> => {
    const [row] = await db
      .delete(images)
      .where(and(eq(images.id, imageId), sql`not ${imageInUse(images.id)}`))
      .returning({ variants: images.variants });
    return row?.variants;
  },
};
