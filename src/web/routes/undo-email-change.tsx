import { useTranslation } from 'react-i18next';
import { AuthCard } from '../features/auth/components/AuthCard';
import { EmailLinkPage, linkMeta } from '../features/auth/components/EmailLinkPage';
import type { Route } from './+types/undo-email-change';

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
