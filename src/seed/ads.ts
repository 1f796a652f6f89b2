import type { Db } from '@server/db/client';
import { advertisements, backgrounds } from '@server/db/schema';
import { DEMO_ADS } from './content';
import type { SeededImages } from './images';
import { daysAgo } from './people';

/** Ads for every placement and type (running from a month ago for a year), and the home background. */
export async function seedAdsAndBackgrounds(db: Db, media: SeededImages, staffId: number) {
  await db.insert(advertisements).values(
    DEMO_ADS.map((ad, i) => ({
      adType: ad.ad_type,
      placement: ad.placement,
      imageId: media.ads[i] ?? null,
      altText: ad.alt_text,
      headline: ad.headline,
      description: ad.description,
      ctaText: ad.cta_text,
      buttonText: ad.button_text,
      targetAction: ad.target_action,
      isFeatured: ad.is_featured,
      isActive: true,
      startsAt: daysAgo(30),
      endsAt: daysAgo(-335),
      createdById: staffId,
    })),
  );
  await db.insert(backgrounds).values({
    pageType: 'home',
    imageId: media.hero,
    credit: 'Illustration: Addis Ababa skyline, drawn for Sefer',
    isActive: true,
  });
}
