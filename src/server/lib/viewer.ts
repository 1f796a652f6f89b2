/**
 * Who is asking. Built from the access token by the auth plugin; `null` for visitors. Services
 * take it as an argument and check it first (STYLE: services check permission first).
 */
export interface Viewer {
  id: number;
  isAgent: boolean;
  isVerifiedAgent: boolean;
  isStaff: boolean;
}
