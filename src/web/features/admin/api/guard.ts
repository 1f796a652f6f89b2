import { data } from 'react-router';
import { ApiError } from '../../../lib/api';
import { authTransport, fetchMe, requireSignedIn } from '../../auth';

/**
 * The guard of the staff console's `clientLoader`s: visitors go to sign in (with the way back),
 * signed-in users who are not staff get the 403 page, and an API refusal becomes the same page.
 */
export async function requireStaffPage(request: Request) {
  requireSignedIn(request);
  const me = await fetchMe(authTransport);
  if (!me.is_staff) throw data('forbidden', { status: 403 });
  return me;
}

/** Runs a console loader's calls, turning the API's 403 and 404 into the console's error pages. */
export async function staffData<T>(request: Request, load: () => Promise<T>): Promise<T> {
  requireSignedIn(request);
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      throw data(error.detail ?? '', { status: error.status });
    throw error;
  }
}
