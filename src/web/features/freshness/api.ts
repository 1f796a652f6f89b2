import type { ApiTransport } from '@shared/runtime';
import type { freshnessOutcome, reminderLinkOutcome } from '@shared/schemas/freshness';
import { callApi } from '../../lib/api';

/** `POST /properties/properties/{id}/confirm/`: the owner says the listing is still available. */
export function confirmListing(api: ApiTransport, id: number) {
  return callApi<typeof freshnessOutcome>(api, {
    method: 'POST',
    path: `/properties/properties/${id}/confirm/`,
  });
}

/** `POST /properties/reminder-links/`: one tap of a reminder e-mail, without signing in. */
export function tapReminderLink(api: ApiTransport, token: string) {
  return callApi<typeof reminderLinkOutcome>(api, {
    method: 'POST',
    path: '/properties/reminder-links/',
    body: { token },
  });
}
