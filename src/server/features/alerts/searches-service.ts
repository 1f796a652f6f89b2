import { DEFAULT_LANGUAGE } from '@shared/enums';
import {
  type CreateSavedSearchBody,
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  type SavedSearchList,
  type UpdateSavedSearchBody,
} from '@shared/schemas/saved-searches';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { listConditions } from '../properties';
import { readSavedQuery, storedQuery } from './saved-query';
import { searchesRepository as repo, type SavedSearchRow } from './searches-repository';
import { telegramRepository } from './telegram-repository';

/** What a saved search shows its owner: the list's own conditions counted now (decision 038). */
async function present(ctx: AppContext, row: SavedSearchRow): Promise<SavedSearch> {
  const counts = await repo.counts(
    ctx.database.db,
    listConditions(storedQuery(row.query), null),
    row.lastVisitedAt,
  );
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    channels: row.channels,
    language: row.language,
    paused: row.paused,
    match_count: counts.all,
    new_count: counts.fresh,
    last_visited_at: row.lastVisitedAt.toISOString(),
    last_failure: row.lastFailure,
    last_failure_at: row.lastFailureAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Telegram is offered only with a bot configured, and chosen only once linked. */
async function checkChannels(ctx: AppContext, userId: number, channels: string[] | undefined) {
  if (!channels?.includes('telegram')) return;
  if (!ctx.config.telegram) throw fieldError('channels', 'Telegram alerts are not available.');
  if (!(await telegramRepository.chatOf(ctx.database.db, userId)))
    throw fieldError('channels', 'Link your Telegram account first.');
}

/** A name when none is given: the search words, else a plain one (the web writes a better one). */
const defaultName = (canonical: string) => {
  const words = new URLSearchParams(canonical).get('search');
  return words ? `“${words.slice(0, 80)}”` : 'Saved search';
};

export async function listSavedSearches(ctx: AppContext, viewer: Viewer | null): Promise<SavedSearchList> {
  const me = requireViewer(viewer);
  const rows = await repo.list(ctx.database.db, me.id);
  const results = await Promise.all(rows.map((row) => present(ctx, row)));
  const linked = Boolean(ctx.config.telegram && (await telegramRepository.chatOf(ctx.database.db, me.id)));
  return { count: results.length, results, telegram: { available: Boolean(ctx.config.telegram), linked } };
}

export async function createSavedSearch(
  ctx: AppContext,
  viewer: Viewer | null,
  body: CreateSavedSearchBody,
  requestLanguage: string | undefined,
): Promise<SavedSearch> {
  const me = requireViewer(viewer);
  const { canonical } = readSavedQuery(body.query);
  await checkChannels(ctx, me.id, body.channels);
  if ((await repo.count(ctx.database.db, me.id)) >= SAVED_SEARCH_LIMIT)
    throw fieldError('non_field_errors', `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches.`);
  const row = await repo.insert(ctx.database.db, {
    userId: me.id,
    name: body.name ?? defaultName(canonical),
    query: canonical,
    frequency: body.frequency,
    channels: body.channels,
    language: body.language ?? requestLanguage ?? DEFAULT_LANGUAGE,
  });
  return present(ctx, row);
}

export async function updateSavedSearch(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  const me = requireViewer(viewer);
  if (!(await repo.find(ctx.database.db, me.id, id))) throw notFound();
  await checkChannels(ctx, me.id, body.channels);
  const row = await repo.update(ctx.database.db, me.id, id, {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.query !== undefined && { query: readSavedQuery(body.query).canonical }),
    ...(body.frequency !== undefined && { frequency: body.frequency }),
    ...(body.channels !== undefined && { channels: body.channels }),
    ...(body.paused !== undefined && { paused: body.paused }),
    ...(body.visited && { lastVisitedAt: new Date() }),
  });
  if (!row) throw notFound();
  return present(ctx, row);
}

export async function deleteSavedSearch(ctx: AppContext, viewer: Viewer | null, id: number): Promise<void> {
  const me = requireViewer(viewer);
  if (!(await repo.remove(ctx.database.db, me.id, id))) throw notFound();
}
