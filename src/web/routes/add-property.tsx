import { useNavigate } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { loadCatalogue } from '../features/publishing/api/catalogue';
import { ListingPage } from '../features/publishing/components/ListingPage';
import { PropertyForm } from '../features/publishing/components/PropertyForm';
import { fetchTransport } from '../lib/api';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/add-property';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('forms', 'listing', 'map', 'publishing', 'terms');

/**
 * Signed-in users only (spec §2); publishing is open to every signed-in user (DESIGN §4). The
 * features and amenities come with the route, so the form is whole when it is shown.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return { catalogue: await loadCatalogue(fetchTransport) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'listingForm.addTitle')),
  { name: 'robots', content: 'noindex' },
];

/** Add Property (spec §2): on success, My Properties with the new listing at the top. */
export default function AddProperty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ListingPage title={t('listingForm.addTitle')} intro={t('listingForm.addIntro')}>
      <PropertyForm
        catalogue={loaderData.catalogue}
        onDone={({ id, waits }) => {
          toast.success(t(waits ? 'listingForm.createdPending' : 'listingForm.created'));
          navigate('/my-properties', { state: { highlight: id } });
        }}
      />
    </ListingPage>
  );
}
