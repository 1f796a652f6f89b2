import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgrounds, images } from '../../db/schema';

export type BackgroundRow = Awaited<ReturnType<typeof selectBackgrounds>>[number];

/** Active backgrounds of a page type (all page types when none is given), newest first. */
export function selectBackgrounds(db: Db, pageType?: string) {
  return db
    .select({
      pageType: backgrounds.pageType,
      credit: backgrounds.credit,
      image: {
        id: images.id,
        width: images.width,
        height: images.height,
        placeholder: images.placeholder,
        dominantColor: images.dominantColor,
        variants: images.variants,
      },
    })
    .from(backgrounds)
    .innerJoin(images, eq(images.id, backgrounds.imageId))
    .where(and(eq(backgrounds.isActive, true), pageType ? eq(backgrounds.pageType, pageType) : undefined))
    .orderBy(desc(backgrounds.createdAt), desc(backgrounds.id));
}
