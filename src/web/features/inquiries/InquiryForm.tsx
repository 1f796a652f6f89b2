import { mdiEmailOutline } from '@mdi/js';
import { lazy, Suspense, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useAuth, useSessionHint } from '../auth';

/** The form (react-hook-form, zod) is fetched only for a signed-in user who may write. */
const SignedInForm = lazy(() => import('./InquirySignedInForm'));

export interface InquiryFormProps {
  propertyId: number;
  /** Who answers: the agent's name, else the owner's ("Message Abebe Kebede"). */
  recipientName?: string | null;
  /** Ids of the listing's agent and owner: they do not write to themselves. */
  agentId?: number | null;
  ownerId?: number | null;
}

/**
 * The detail page's contact form (DESIGN §4 inquiry): message, name, phone, e-mail and the
 * preferred way to be answered; name, e-mail and phone start from the account. Sign-in
 * required: visitors see a link to sign in that brings them back here.
 */
export function InquiryForm({ propertyId, recipientName, agentId, ownerId }: InquiryFormProps) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const hint = useSessionHint();
  const location = useLocation();
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
      <Icon path={mdiEmailOutline} size={22} className="text-primary" />
      {recipientName ? t('inquiryForm.titleTo', { name: recipientName }) : t('inquiryForm.title')}
    </h2>
  );
  let body: React.ReactNode;
  // Without a session hint the visitor is taken to be signed out until the session says otherwise.
  if (status === 'loading' || (status === 'unknown' && hint)) {
    body = <Spinner label={t('app.loading')} size={28} />;
  } else if (!user) {
    const back = `${location.pathname}${location.search}#contact`;
    body = (
      <p className="text-sm text-muted">
        {t('inquiryForm.signInFirst')}{' '}
        <Link
          to={`/login?redirect=${encodeURIComponent(back)}`}
          className="font-semibold text-primary hover:underline"
        >
          {t('inquiryForm.signIn')}
        </Link>
      </p>
    );
  } else if (user.id === agentId || user.id === ownerId) {
    body = <p className="text-sm text-muted">{t('inquiryForm.ownListing')}</p>;
  } else {
    body = (
      <Suspense fallback={<Spinner label={t('app.loading')} size={28} />}>
        <SignedInForm propertyId={propertyId} user={user} />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {heading}
      {body}
    </section>
  );
}
