import { forbidden, notAuthenticated } from './errors';
import type { Viewer } from './viewer';

/**
 * Permission checks services run first (STYLE: services check permission first). The viewer comes
 * from the auth plugin: a valid bearer token makes one, no header leaves it null.
 */

/** The signed-in viewer, or 401 `not_authenticated`. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw notAuthenticated();
  return viewer;
}

/** A staff viewer: 401 for visitors, 403 `permission_denied` for everyone else. */
export function requireStaff(viewer: Viewer | null): Viewer {
  const signedIn = requireViewer(viewer);
  if (!signedIn.isStaff) throw forbidden();
  return signedIn;
}
