import type { Db } from '@server/db/client';
import { agentProfiles, users } from '@server/db/schema';
import { generatePassword, hashPassword } from '@server/lib/passwords';
import { AGENCIES, makePeople, type Rng } from './content';
import type { SeededImages } from './images';

export interface SeededPeople {
  staff: { id: number; username: string; email: string; password: string };
  /** The one password of every demo agent and owner (random per installation). */
  demoPassword: string;
  agents: Array<{ id: number; verified: boolean }>;
  owners: Array<{ id: number }>;
  /** A verified agent and an owner to sign in as (printed at first start, named in the README). */
  examples: { agent: string; owner: string };
}

/**
 * A staff user, agents (about two thirds verified) with their agencies, and private owners.
 * All demo accounts share one random password, hashed once: the seed stays fast and the
 * installer learns one password, printed at first start.
 */
export async function seedPeople(db: Db, r: Rng, seed: number, media: SeededImages): Promise<SeededPeople> {
  const staffPassword = generatePassword();
  const demoPassword = generatePassword();
  const [staffHash, demoHash] = await Promise.all([hashPassword(staffPassword), hashPassword(demoPassword)]);

  const [staff] = await db
    .insert(users)
    .values({
      username: 'staff',
      email: 'staff@sefer.example.et',
      fullName: 'Sefer Staff',
      passwordHash: staffHash,
      isStaff: true,
      emailVerified: true,
    })
    .returning();

  const { agents, owners } = makePeople(seed);
  const agencyLogo = new Map(AGENCIES.map((a, i) => [a.name, media.logos[i % media.logos.length]]));
  const agentRows = await db
    .insert(users)
    .values(
      agents.map((a) => ({
        username: a.username,
        email: a.email,
        fullName: a.full_name,
        phoneNumber: a.phone_number,
        telegramUsername: a.telegram_username,
        bio: a.bio,
        passwordHash: demoHash,
        isAgent: true,
        isVerifiedAgent: a.is_verified,
        emailVerified: true,
        // Agents of an agency show its logo; independents show their initials.
        profilePictureId: a.company_name ? (agencyLogo.get(a.company_name) ?? null) : null,
        // Joined between a month and six years ago: 'Years in Business' varies on profiles.
        dateJoined: daysAgo(r.range(30, 2200)),
      })),
    )
    .returning({ id: users.id, isVerifiedAgent: users.isVerifiedAgent });
  await db.insert(agentProfiles).values(
    agents.map((a, i) => ({
      userId: agentRows[i]!.id,
      companyName: a.company_name,
      agentLicenseNumber: a.license_number,
      verifiedAt: a.is_verified ? daysAgo(30) : null,
      verifiedById: a.is_verified ? staff!.id : null,
    })),
  );

  const ownerRows = await db
    .insert(users)
    .values(
      owners.map((o) => ({
        username: o.username,
        email: o.email,
        fullName: o.full_name,
        phoneNumber: o.phone_number,
        telegramUsername: o.telegram_username,
        passwordHash: demoHash,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id });

  return {
    staff: { id: staff!.id, username: staff!.username, email: staff!.email, password: staffPassword },
    demoPassword,
    agents: agentRows.map((a) => ({ id: a.id, verified: a.isVerifiedAgent })),
    owners: ownerRows,
    examples: { agent: agents.find((a) => a.is_verified)!.username, owner: owners[0]!.username },
  };
}

export function daysAgo(days: number, from = Date.now()): Date {
  return new Date(from - days * 86_400_000);
}
