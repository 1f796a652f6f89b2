import type { propertyDetail } from '@shared/schemas/property-detail';
import type { PendingListingsQuery, pendingListingsResponse, reviewedListing } from '@shared/schemas/review';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/properties/pending/`: the review queue, oldest first. */
export const pendingListings = (q: Partial<PendingListingsQuery>) =>
  callApi<typeof pendingListingsResponse>(api, {
    method: 'GET',
    path: `/admin/properties/pending/${toQuery(q)}`,
  });

/**
 * `POST /admin/properties/{id}/approve/`: the listing, or the change waiting on it, goes live and
 * its owner is told. `version`: the `review_version` staff looked at (409 when it moved since).
 */
export const approveListing = (id: number, version?: string) =>
  callApi<typeof reviewedListing>(api, {
    method: 'POST',
    path: `/admin/properties/${id}/approve/`,
    body: { version },
  });

/** What a rejection is about: the version staff saw; `take_down` hides the listing itself. */
export interface RejectOptions {
  version?: string;
  take_down?: boolean;
}

/**
 * `POST /admin/properties/{id}/reject/`: hidden, its owner reads the reason (on My Properties and
 * by e-mail); a change waiting on a published listing is refused instead, the listing staying
 * online. With `take_down`, a live listing is taken down (and a change waiting on it dropped).
 */
export const rejectListing = (id: number, reason: string, options: RejectOptions = {}) =>
  callApi<typeof reviewedListing>(api, {
    method: 'POST',
    path: `/admin/properties/${id}/reject/`,
    body: { reason, ...options },
  });

/** `GET /properties/properties/{id}/` with the staff's token: any listing, whatever its state. */
export const getListing = (id: number) =>
  callApi<typeof propertyDetail>(api, { method: 'GET', path: `/properties/properties/${id}/` });
