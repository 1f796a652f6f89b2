import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { getOwnProperty } from '../features/publishing/api/get-own-property';
import { listMyProperties } from '../features/publishing/api/my-properties';
import { ListingPage } from '../features/publishing/components/ListingPage';
import { PropertyForm } from '../features/publishing/components/PropertyForm';
import { ReviewNotice } from '../features/publishing/components/ReviewState';
import { ApiError } from '../lib/api';
import { pageMeta, translate } from '../lib/seo';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/edit-property';

/**
 * The owner's listing with every photo and video, and its review state (from My Properties,
 * which carries it). A listing that is not theirs answers 404 like one that does not exist.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  try {
    const [listing, mine] = await Promise.all([
      getOwnProperty(authTransport, id),
      listMyProperties(authTransport).catch(() => null),
    ]);
    return { listing, review: mine?.results.find((p) => p.id === id) ?? null };
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
  const { listing, review } = loaderData;
  return (
    <ListingPage title={t('listingForm.editTitle')} intro={listing.title}>
      {review && <ReviewNotice item={review} />}
      <PropertyForm
        key={listing.id}
        listing={listing}
        canChangeStatus={review?.review_state === 'approved'}
        onDone={({ id, pendingReview }) => {
          toast.success(t(pendingReview ? 'listingForm.updatedPending' : 'listingForm.updated'));
          navigate('/my-properties', { state: { highlight: id } });
        }}
      />
    </ListingPage>
  );
}
