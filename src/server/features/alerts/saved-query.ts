import { LISTING_FILTERS, LISTING_VISIBILITY, statusRule } from '@shared/listing-query';
import { paramsOf } from '@shared/listing-query-kit';
import { type ListPropertiesQuery, listPropertiesQuery } from '@shared/schemas/properties';
import { fieldError } from '../../lib/errors';

/**
 * A saved search's query: the listing page's query string read by the API's own schema of
 * `GET /properties/properties/` (built from the declaration, decision 032), so a saved search
 * means exactly what the list means. Sort and page are not part of a search.
 */

/** Parameters of the list that say how to show it, not what to find. */
const IGNORED = new Set(['sort', 'ordering', 'page', 'page_size', 'lang', 'fields']);
/** Every parameter that finds: the declared filters', in their order, then `status`. */
const FINDING = [...LISTING_FILTERS.flatMap((f) => paramsOf(f)), 'status'];

export type SearchQuery = Partial<ListPropertiesQuery>;

/**
 * Reads a query string: the canonical string to store (declaration order, blanks dropped) and the
 * values. A bad one is a 400 naming the parameter, as the list would answer.
 */
export function readSavedQuery(raw: string): { canonical: string; query: SearchQuery } {
  const given = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const kept: Record<string, string> = {};
  for (const [key, value] of given) {
    if (IGNORED.has(key) || !value.trim()) continue;
    if (!FINDING.includes(key)) throw fieldError('query', `${key}: Unknown parameter.`);
    kept[key] = value.trim();
  }
  const parsed = listPropertiesQuery.safeParse(kept);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError('query', `${String(issue.path[0] ?? 'query')}: ${issue.message}`);
  }
  const query = parsed.data as SearchQuery;
  // Alerts are about what the public sees: a private status is a list only owners and staff read.
  if (statusRule(query.status).private)
    throw fieldError(
      'query',
      `status: Select a valid choice. Valid choices are: ${LISTING_VISIBILITY.public.join(', ')}.`,
    );
  const canonical = new URLSearchParams();
  for (const key of FINDING) if (kept[key] !== undefined) canonical.set(key, kept[key]);
  return { canonical: canonical.toString(), query };
}

/** The stored (already checked) query of a saved search, as values. */
export function storedQuery(canonical: string): SearchQuery {
  return listPropertiesQuery.parse(Object.fromEntries(new URLSearchParams(canonical))) as SearchQuery;
}
