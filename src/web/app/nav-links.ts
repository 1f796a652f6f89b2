/** The header tabs and drawer links (spec §2: named routes), with their catalogue keys. */
export const MAIN_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/properties', key: 'nav.properties', end: false },
  { to: '/map', key: 'nav.map', end: false },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
  { to: '/faq', key: 'nav.faq', end: false },
] as const;

/** Footer property-type links use the `property_type` query (spec §2). */
export const FOOTER_PROPERTY_TYPES = ['apartment', 'house', 'villa', 'commercial', 'land'] as const;

/** The signed-in user's links (avatar menu and drawer), by role (spec §2, DESIGN §4). */
export function userLinks(user: { is_agent: boolean; is_staff: boolean }) {
  return [
    { to: '/profile', key: 'user.profile' },
    { to: '/saved-properties', key: 'user.savedProperties' },
    { to: '/saved-searches', key: 'user.savedSearches' },
    ...(user.is_agent ? [{ to: '/my-properties', key: 'user.myProperties' }] : []),
    { to: '/inquiries', key: 'user.inquiries' },
    ...(user.is_staff ? [{ to: '/admin', key: 'user.staffConsole' }] : []),
  ];
}
