/**
 * DRF's `next` and `previous` links: the absolute request URL with `page` changed (other query
 * parameters kept), or null at either end.
 */
export function pageLinks(absoluteUrl: string, page: number, pageSize: number, count: number) {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const link = (target: number) => {
    const u = new URL(absoluteUrl);
    if (target === 1) u.searchParams.delete('page');
    else u.searchParams.set('page', String(target));
    return u.toString();
  };
  return {
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
