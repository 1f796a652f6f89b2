import { useSearchParams } from 'react-router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { linkMeta } from '../features/auth/components/EmailLinkPage';
import { ReminderLink } from '../features/freshness/components/ReminderLink';
import { i18nHandle } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/listing-reminder';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms', 'freshness');

export const meta: Route.MetaFunction = ({ matches }) => linkMeta(matches, 'freshness.link.title');

/** A link of the e-mail that asks whether a listing is still available (decision 036). */
export default function ListingReminder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('freshness.link.title')}>
      <ReminderLink token={params.get('token')} />
    </AuthCard>
  );
}
