import { mdiEmailFastOutline } from '@mdi/js';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/** After sign-up: where the confirmation link went, what it is for, and the way on. */
export function RegisteredNotice({ email, redirectTo }: { email: string; redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-md bg-primary-light p-4 text-primary-dark">
        <Icon path={mdiEmailFastOutline} size={28} className="shrink-0" />
        <div>
          <p>{t('auth.registeredSent')}</p>
          {/* On a line of its own: a long address wraps instead of widening a phone's screen. */}
          <p className="font-semibold wrap-anywhere">{email}</p>
          <p className="mt-2">{t('auth.registeredBody')}</p>
        </div>
      </div>
      <p className="text-sm text-muted">{t('auth.registeredMeanwhile')}</p>
      <Link
        to={redirectTo}
        replace
        className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
      >
        {t('auth.continue')}
      </Link>
    </div>
  );
}
