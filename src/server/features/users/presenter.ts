import type { CurrentUser } from '@shared/schemas/users';
import type { MediaStorage } from '../../media/storage';
import { presentImage } from '../media';
import { splitName } from '../properties';
import type { CurrentUserRow } from './repository';

/** `GET /auth/users/me/`: what the signed-in user may see of their own account. */
export function presentCurrentUser(storage: MediaStorage, row: CurrentUserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_confirmed: row.emailVerified,
    pending_email: row.pendingEmail,
    has_usable_password: row.hasPassword,
    full_name: row.fullName,
    ...splitName(row.fullName),
    phone_number: row.phoneNumber,
    telegram_username: row.telegramUsername,
    bio: row.bio,
    profile_picture: row.picture ? presentImage(storage, row.picture).image : null,
    is_agent: row.isAgent,
    is_verified_agent: row.isVerifiedAgent,
    is_staff: row.isStaff,
    // Company and licence are an agent's; other accounts show none even if a row exists.
    company_name: row.isAgent ? row.companyName : null,
    agent_license_number: row.isAgent ? row.agentLicenseNumber : null,
    date_joined: row.dateJoined.toISOString(),
  };
}
