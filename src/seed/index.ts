import type { AppContext } from '@server/context';
import { properties } from '@server/db/schema';
import { rescoreWhere } from '@server/features/properties';
import { LISTING_VISIBILITY } from '@shared/listing-query';
import { count, inArray, sql } from 'drizzle-orm';
import { seedAdsAndBackgrounds } from './ads';
import { rng } from './content';
import { seedImages } from './images';
import { seedCatalogue, seedListings } from './listings';
import { seedLocations } from './locations';
import { seedPeople } from './people';

export interface SeedResult {
  staff: { username: string; email: string; password: string };
  demoPassword: string;
  examples: { agent: string; owner: string };
  listings: number;
  /** Listings anyone may see (the others wait for review or are withdrawn). */
  publicListings: number;
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
    // The "Recommended" sort's scores, as the application keeps them (decision 051).
    await rescoreWhere(tx, sql`true`, new Date());
    const [visible] = await tx
      .select({ n: count() })
      .from(properties)
      .where(inArray(properties.status, [...LISTING_VISIBILITY.public]));
    const { staff, demoPassword, examples } = people;
    return { staff, demoPassword, examples, listings, publicListings: visible!.n };
  });
  ctx.log.info(
    { ms: Math.round(performance.now() - started), listings: result.listings },
    'demo data loaded',
  );
  return result;
}

/** What the installer needs after a seed, printed once: the accounts to sign in with, the counts. */
export function demoDataMessage(result: SeedResult): string {
  const { staff, demoPassword, examples, listings, publicListings } = result;
  return (
    `Demo data loaded. Keep these, they are shown once:\n` +
    `  staff account:   ${staff.username} / ${staff.password}  (${staff.email})\n` +
    `  demo agents and owners: any demo username / ${demoPassword}\n` +
    `    e.g. the agent ${examples.agent}, the owner ${examples.owner}\n` +
    `  ${listings} listings, ${publicListings} of them public (the others wait for review or are withdrawn)\n`
  );
}
