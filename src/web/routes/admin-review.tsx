import { redirect, useSearchParams } from 'react-router';
import { staffData } from '../features/admin/api/guard';
import { pendingListings } from '../features/admin/api/review';
import { ReviewQueue } from '../features/admin/components/ReviewQueue';
import { ApiError } from '../lib/api';
import { i18nHandle } from '../lib/i18n';
import type { Route } from './+types/admin-review';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('browse', 'cards', 'prices', 'terms');

/** Listings a page: each card carries its photos, so fewer than the console's tables. */
const PAGE_SIZE = 10;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return staffData(request, async () => {
    try {
      return await pendingListings({ page, page_size: PAGE_SIZE });
    } catch (error) {
      // The last page emptied while staff worked through it: show the one before.
      if (page > 1 && error instanceof ApiError && error.status === 404)
        throw redirect(page === 2 ? url.pathname : `${url.pathname}?page=${page - 1}`);
      throw error;
    }
  });
}
clientLoader.hydrate = true as const;

/** The review queue: listings of owners and unverified agents wait here for staff (DESIGN §4). */
export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return <ReviewQueue data={loaderData} page={page} pageSize={PAGE_SIZE} />;
}
