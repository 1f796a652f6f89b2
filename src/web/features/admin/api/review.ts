import { propertyDetail } from '@shared/schemas/property-detail';
import { type PendingListingsQuery, pendingListingsResponse, reviewedListing } from '@shared/schemas/review';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth/transport';

/** `GET /admin/properties/pending/`: the review queue, oldest first. */
export const pendingListings = (q: Partial<PendingListingsQuery>) =>
  callApi(api, { method: 'GET', path: `/admin/properties/pending/${toQuery(q)}` }, pendingListingsResponse);

/** `POST /admin/properties/{id}/approve/`: the listing goes live and its owner is told. */
export const approveListing = (id: number) =>
  callApi(api, { method: 'POST', path: `/admin/properties/${id}/approve/` }, reviewedListing);

/**
 * `POST /admin/properties/{id}/reject/`: hidden, its owner reads the reason (on My Properties and
 * by e-mail). Also takes a live listing down.
 */
export const rejectListing = (id: number, reason: string) =>
  callApi(
    api,
    { method: 'POST', path: `/admin/properties/${id}/reject/`, body: { reason } },
    reviewedListing,
  );

/** `GET /properties/properties/{id}/` with the staff's token: any listing, whatever its state. */
export const getListing = (id: number) =>
  callApi(api, { method: 'GET', path: `/properties/properties/${id}/` }, propertyDetail);
