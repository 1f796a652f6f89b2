import type { AdminUser, AdminUsersQuery } from '@shared/schemas/admin';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { type AdminUserRow, adminUsersRepository as repo } from './staff-repository';

/** What staff see of an account: roles, contact, agent profile; never the password hash. */
const presentAdminUser = ({ user, ...p }: AdminUserRow): AdminUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  full_name: user.fullName,
  phone_number: user.phoneNumber,
  is_agent: user.isAgent,
  is_verified_agent: user.isVerifiedAgent,
  is_staff: user.isStaff,
  is_active: user.isActive,
  company_name: p.companyName,
  agent_license_number: p.agentLicenseNumber,
  verified_at: p.verifiedAt?.toISOString() ?? null,
  date_joined: user.dateJoined.toISOString(),
  last_login: user.lastLogin?.toISOString() ?? null,
  listings_count: p.listingsCount,
});

/** `GET /admin/users/`: search accounts by name, username, e-mail, company, phone or id. */
export async function searchUsers(ctx: AppContext, viewer: Viewer | null, q: AdminUsersQuery, url: string) {
  requireStaff(viewer);
  const db = ctx.database.db;
  const filter = { search: q.search, role: q.role };
  const [rows, count] = await Promise.all([
    repo.page(db, filter, q.page_size, (q.page - 1) * q.page_size),
    repo.count(db, filter),
  ]);
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  return { count, ...pageLinks(url, q.page, q.page_size, count), results: rows.map(presentAdminUser) };
}

/** `GET /admin/users/{id}/` */
export async function getUser(ctx: AppContext, viewer: Viewer | null, id: number): Promise<AdminUser> {
  requireStaff(viewer);
  const row = await repo.byId(ctx.database.db, id);
  if (!row) throw notFound();
  return presentAdminUser(row);
}
