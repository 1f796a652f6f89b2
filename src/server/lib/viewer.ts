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

export const isStaff = (viewer: Viewer | null): boolean => viewer?.isStaff === true;

/**
 * Whose listings go live at once instead of waiting for staff review (DESIGN §4): staff and
 * verified agents. Everyone else (owners, agents not yet verified) is a reviewed publisher.
 */
export const publishesWithoutReview = (viewer: Viewer): boolean => viewer.isStaff || viewer.isVerifiedAgent;
