import type {
  AgentDetail,
  AgentPropertiesQuery,
  AgentPropertiesResponse,
  ListAgentsQuery,
  ListAgentsResponse,
} from '@shared/schemas/agents';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { responseHours } from '../leads';
import { countListings, presentListings, selectListings } from '../properties';
import { presentAgentProfile } from './presenter';
import { agentsRepository as repo } from './repository';

/**
 * Agent profiles are public (spec §6: anonymous visitors see company profiles), so there is no
 * permission to check; only active agents are visible. Reads go to the replica when there is one.
 */
export const agentsService = {
  /** `GET /users/agents/` */
  async list(ctx: AppContext, q: ListAgentsQuery, url: string): Promise<ListAgentsResponse> {
    const db = ctx.database.read;
    const filters = { verified: q.verified, search: q.search };
    const [rows, count] = await Promise.all([
      repo.page(db, filters, q.page_size, (q.page - 1) * q.page_size),
      repo.count(db, filters),
    ]);
    // DRF answers a page past the end with 404 "Invalid page." (page 1 of nothing is an empty list).
    if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
    return {
      count,
      ...pageLinks(url, q.page, q.page_size, count),
      results: rows.map((row) => presentAgentProfile(ctx.storage, row)),
    };
  },

  /** `GET /users/agents/{id}/`: 404 for unknown, non-agent and inactive users alike. */
  async detail(ctx: AppContext, id: number): Promise<AgentDetail> {
    const row = await repo.byId(ctx.database.read, id);
    if (!row) throw notFound();
    return {
      ...presentAgentProfile(ctx.storage, row),
      response_hours: await responseHours(ctx.database.read, id),
    };
  },

  /** `GET /users/agents/{id}/properties/`: the agent's published listings, newest first. */
  async properties(
    ctx: AppContext,
    id: number,
    q: AgentPropertiesQuery,
    url: string,
  ): Promise<AgentPropertiesResponse> {
    const db = ctx.database.read;
    const where = repo.listingsWhere(id);
    const [exists, rows, { count, estimated }] = await Promise.all([
      repo.exists(db, id),
      selectListings(db, where, repo.listingsOrder(), q.page_size, (q.page - 1) * q.page_size),
      countListings(db, where),
    ]);
    if (!exists) throw notFound();
    if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
    return {
      count,
      ...(estimated ? { count_is_estimate: true } : {}),
      ...pageLinks(url, q.page, q.page_size, count),
      results: await presentListings(ctx, rows),
    };
  },
};
