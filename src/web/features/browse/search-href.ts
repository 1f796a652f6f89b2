// Apart from load-search.ts, whose API call (and zod with it) must stay off the search page's
// first load: the results screen needs only the addresses (decision 019).

/** `/search?q=` address of a page of results (`lang` kept from the current address). */
export function searchHref(q: string, page = 1, keep?: URLSearchParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const lang = keep?.get('lang');
  if (lang) params.set('lang', lang);
  const s = params.toString();
  return `/search${s ? `?${s}` : ''}`;
}
