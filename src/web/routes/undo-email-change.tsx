import { AuthCard } from '../features/auth/components/AuthCard';
import { EmailLinkPage, linkMeta } from '../features/auth/components/EmailLinkPage';
import { i18nHandle } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/undo-email-change';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

export const meta: Route.MetaFunction = ({ matches }) => linkMeta(matches, 'auth.undoTitle');

/** The link of the "your address was changed" notice: no sign-in needed (the owner may be out). */
export default function UndoEmailChangePage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.undoTitle')}>
      <EmailLinkPage kind="undo" />
    </AuthCard>
  );
}
