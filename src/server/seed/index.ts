import type { AppContext } from '../context';
import { seedAdsAndBackgrounds } from './ads';
import { rng } from './content';
import { seedImages } from './images';
import { seedCatalogue, seedListings } from './listings';
import { seedLocations } from './locations';
import { seedPeople } from './people';

export interface SeedResult {
  staff: { username: string; email: string; password: string };
  demoPassword: string;
  listings: number;
}

/**
 * Loads the demo data set (DESIGN §5) in one transaction: an interrupted seed leaves an empty
 * database, which the next start seeds again (picture files written before the interruption
 * are removed by the media clean-up).
 */
export async function seedDemoData(ctx: AppContext, seed = 2026): Promise<SeedResult> {
  const started = performance.now();
  const r = rng(seed);
  const result = await ctx.database.db.transaction(async (tx) => {
    const media = await seedImages(tx, ctx.storage, seed);
    ctx.log.info({ ms: Math.round(performance.now() - started) }, 'demo pictures ready');
    const locations = await seedLocations(tx);
    const catalogue = await seedCatalogue(tx);
    const people = await seedPeople(tx, r, seed, media);
    const listings = await seedListings(tx, r, { locations, people, media, catalogue });
    await seedAdsAndBackgrounds(tx, media, people.staff.id);
    return { staff: people.staff, demoPassword: people.demoPassword, listings };
  });
  ctx.log.info(
    { ms: Math.round(performance.now() - started), listings: result.listings },
    'demo data loaded',
  );
  return result;
}
