import { mdiAlertCircleOutline, mdiCheckCircle } from '@mdi/js';
import { setEmailBody } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { TextField } from '../../../ui/TextField';
import {
  accountFailure,
  authTransport,
  fetchMe,
  requestEmailChange,
  resendConfirmation,
  useAuth,
} from '../../auth';

type Status = { tone: 'error' | 'success' | 'info'; message: string } | null;

/**
 * The account's e-mail address (decision 029): confirmed or not, with "send the link again"; a
 * change waiting for its link; and the change itself, which takes the current password (accounts
 * without one: a recent sign-in) and happens only when the link sent to the new address is opened.
 */
export function EmailSettings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [resend, setResend] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const form = useForm({
    resolver: zodResolver(setEmailBody, t),
    defaultValues: { new_email: '', current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const sendAgain = async () => {
    setSending(true);
    setResend(null);
    try {
      await resendConfirmation(authTransport);
      setResend({ tone: 'success', message: t('profile.linkSent', { email: user.email }) });
    } catch (error) {
      setResend({ tone: 'error', message: accountFailure(error, t, t('errors.generic')) });
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    if (user.has_usable_password && !values.current_password) {
      form.setError('current_password', { type: 'required', message: t('validation.required') });
      return;
    }
    try {
      await requestEmailChange(authTransport, {
        new_email: values.new_email,
        ...(user.has_usable_password ? { current_password: values.current_password } : {}),
      });
      form.reset();
      setStatus({ tone: 'success', message: t('profile.changeEmailSent', { email: values.new_email }) });
      auth.setUser(await fetchMe(authTransport));
    } catch (error) {
      const message = applyServerErrors(
        error,
        form.setError,
        ['new_email', 'current_password'],
        t('profile.updateFailed'),
        t,
      );
      if (message) setStatus({ tone: 'error', message });
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium wrap-anywhere">{user.email}</span>
        {user.email_confirmed ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-secondary">
            <Icon path={mdiCheckCircle} size={18} />
            {t('profile.emailConfirmed')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-error">
            <Icon path={mdiAlertCircleOutline} size={18} />
            {t('profile.emailUnconfirmed')}
          </span>
        )}
      </div>
      {!user.email_confirmed && (
        <div className="flex flex-col items-start gap-3 rounded-md bg-background p-4 text-sm">
          <p>{t('profile.emailUnconfirmedHelp')}</p>
          <Button variant="secondary" onClick={sendAgain} busy={sending}>
            {t('profile.resendLink')}
          </Button>
        </div>
      )}
      {resend && <Alert tone={resend.tone}>{resend.message}</Alert>}
      {user.pending_email && (
        <Alert tone="info">
          {t('profile.pendingEmail', { email: user.pending_email, current: user.email })}
        </Alert>
      )}

      <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-4 border-t border-black/10 pt-4">
        <h3 className="font-semibold">{t('profile.changeEmail')}</h3>
        {status && <Alert tone={status.tone}>{status.message}</Alert>}
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          error={errors.new_email?.message}
          {...form.register('new_email')}
        />
        {user.has_usable_password ? (
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
        ) : (
          <p className="text-sm text-muted">{t('profile.changeEmailNoPassword')}</p>
        )}
        <Button type="submit" busy={isSubmitting} className="self-start">
          {t('profile.sendChangeLink')}
        </Button>
      </form>
    </div>
  );
}
