/**
 * Leads (decision 040): the contacts a listing gets and the state of an inquiry, shared by the
 * API, the web and the database.
 */

/** Taps a visitor's browser reports (`POST …/contact-events/`). */
export const CONTACT_EVENT_KINDS = ['call', 'telegram', 'share'] as const;
export type ContactEventKind = (typeof CONTACT_EVENT_KINDS)[number];

/** Where a browser reports such a tap: a `POST` whose body is `{"kind":…}`, often sent as a beacon. */
export const contactEventsPath = (listingId: number | string) =>
  `/api/properties/properties/${listingId}/contact-events/`;

/** Every contact counted per listing and day: the taps, and saves and inquiries counted by the server. */
export const CONTACT_KINDS = [...CONTACT_EVENT_KINDS, 'save', 'inquiry'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** An inquiry's state in its receiver's inbox. */
export const INQUIRY_STATES = ['new', 'contacted', 'closed'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

/** The days a publisher's statistics may cover (`?days=`). */
export const STATS_MAX_DAYS = 90;

/** Listings of the same type and sub-city a comparison needs before it is shown (fewer say little). */
export const COMPARISON_MIN_LISTINGS = 3;

/** Inquiries in the last RESPONSE_WINDOW_DAYS a publisher needs before their reply time is shown. */
export const RESPONSE_MIN_INQUIRIES = 5;
export const RESPONSE_WINDOW_DAYS = 60;
