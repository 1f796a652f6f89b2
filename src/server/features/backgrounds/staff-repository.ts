import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgrounds, images } from '../../db/schema';

const columns = { background: backgrounds, image: images };

/** Hero backgrounds per page type, active or not. */
export const backgroundsRepository = {
  list: (db: Db, pageType?: string) =>
    db
      .select(columns)
      .from(backgrounds)
      .innerJoin(images, eq(images.id, backgrounds.imageId))
      .where(pageType ? eq(backgrounds.pageType, pageType) : undefined)
      .orderBy(desc(backgrounds.createdAt), desc(backgrounds.id)),

  byId: async (db: Db, id: number) => {
    const [row] = await db
      .select(columns)
      .from(backgrounds)
      .innerJoin(images, eq(images.id, backgrounds.imageId))
      .where(eq(backgrounds.id, id));
    return row;
  },

  lock: async (db: Db, id: number) => {
    const [row] = await db.select().from(backgrounds).where(eq(backgrounds.id, id)).for('update');
    return row;
  },

  insert: async (db: Db, values: typeof backgrounds.$inferInsert) => {
    const [row] = await db.insert(backgrounds).values(values).returning({ id: backgrounds.id });
    return row!.id;
  },

  update: (db: Db, id: number, values: Partial<typeof backgrounds.$inferInsert>) =>
    db.update(backgrounds).set(values).where(eq(backgrounds.id, id)),
};

export type BackgroundRow = NonNullable<Awaited<ReturnType<typeof backgroundsRepository.byId>>>;
