import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import { agentProfiles, users } from '../../src/server/db/schema';
import { factories } from './factories';

type UserOverrides = Parameters<ReturnType<typeof factories>['user']>[0];

/** Factories beyond factories.ts: agents with a full public profile. */
export function moreFactories(ctx: AppContext) {
  const db = ctx.database.db;
  const f = factories(ctx);

  /** An agent user with an agent profile; `licenseNumber` and an `avatar` photo on request. */
  async function agent(overrides: UserOverrides & { licenseNumber?: string; avatar?: boolean } = {}) {
    const { licenseNumber, avatar, ...fields } = overrides;
    const row = await f.user({ isAgent: true, ...fields });
    if (licenseNumber) {
      await db
        .update(agentProfiles)
        .set({ agentLicenseNumber: licenseNumber })
        .where(eq(agentProfiles.userId, row.id));
    }
    if (avatar) {
      const image = await f.image();
      await db.update(users).set({ profilePictureId: image.id }).where(eq(users.id, row.id));
      return { ...row, profilePictureId: image.id };
    }
    return row;
  }

  return { ...f, agent };
}
