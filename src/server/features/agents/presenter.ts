import type { AgentProfile } from '@shared/schemas/agents';
import type { MediaStorage } from '../../media/storage';
import { presentImage } from '../media';
import { splitName } from '../properties';
import type { AgentProfileRow } from './repository';

/** An agent's public profile (spec §3): no login, flags or private fields beyond what the card shows. */
export function presentAgentProfile(storage: MediaStorage, row: AgentProfileRow): AgentProfile {
  return {
    id: row.id,
    company_name: row.companyName,
    ...splitName(row.fullName),
    full_name: row.fullName,
    avatar: row.avatar ? presentImage(storage, row.avatar).image : null,
    email: row.email,
    phone_number: row.phoneNumber,
    telegram_username: row.telegramUsername,
    bio: row.bio,
    date_joined: row.dateJoined.toISOString(),
    is_verified_agent: row.isVerifiedAgent,
    agent_license_number: row.agentLicenseNumber,
    properties_count: row.propertiesCount,
  };
}
