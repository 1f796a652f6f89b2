import { publishesAtOnce } from '@shared/listing-changes';
import { useNavigate } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { fetchMe } from '../features/auth/api/operations';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { loadCatalogue } from '../features/publishing/api/catalogue';
import { getOwnProperty } from '../features/publishing/api/get-own-property';
import { findMyProperty } from '../features/publishing/api/my-properties';
import { ListingPage } from '../features/publishing/components/ListingPage';
import { PropertyForm } from '../features/publishing/components/PropertyForm';
import { ReviewNotice } from '../features/publishing/components/ReviewState';
import { ApiError, fetchTransport } from '../lib/api';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/edit-property';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('forms', 'listing', 'map', 'publishing', 'terms');

/**
 * The owner's listing with every photo and video, and its review state (from My Properties,
 * which carries it). With changes waiting for review, both show the listing as its owner changed
 * it, so that editing again starts from their changes. A listing that is not theirs answers 404
 * like one that does not exist, before any of it is shown — the rule of the API (owner or staff,
 * `assertCanManage`): a public listing reads for anyone, but only its owner and staff change it.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  try {
    const [listing, review, me, catalogue] = await Promise.all([
      getOwnProperty(authTransport, id),
      findMyProperty(authTransport, id),
      fetchMe(authTransport),
      loadCatalogue(fetchTransport),
    ]);
    if (!review && !me.is_staff) throw new Response(null, { status: 404 });
    return { listing, review, catalogue };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      throw new Response(null, { status: 404 });
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'listingForm.editTitle')),
  { name: 'robots', content: 'noindex' },
];

/** Edit a listing (DESIGN §4: the add form, filled in); back to My Properties when saved. */
export default function EditProperty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { listing, review, catalogue } = loaderData;
  const approved = review?.review_state === 'approved';
  const atOnce =
    user !== null && publishesAtOnce({ isStaff: user.is_staff, isVerifiedAgent: user.is_verified_agent });
  const toasts = {
    listing: 'listingForm.updatedPending',
    change: 'listingForm.updatedChangePending',
  } as const;
  return (
    <ListingPage title={t('listingForm.editTitle')} intro={listing.title}>
      {review && <ReviewNotice item={review} />}
      <PropertyForm
        key={listing.id}
        listing={listing}
        catalogue={catalogue}
        canChangeStatus={approved}
        changesNeedReview={approved && !atOnce}
        onDone={({ id, waits }) => {
          toast.success(t(waits ? toasts[waits] : 'listingForm.updated'));
          navigate('/my-properties', { state: { highlight: id } });
        }}
      />
    </ListingPage>
  );
}
