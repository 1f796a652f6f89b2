import { emailField, passwordField } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { confirmPasswordReset, requestPasswordReset } from '../api/operations';
import { authTransport } from '../transport';

/**
 * Asks for a reset link. The answer is the same whether the address has an account or not, so
 * the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(z.object({ email: emailField }), t),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(authTransport, email);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email'], t('errors.generic'), t));
    }
  });

  if (sent) return <Alert tone="success">{t('auth.resetSent')}</Alert>;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" busy={isSubmitting} disabled={!hydrated}>
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}

const resetForm = z
  .object({ new_password: passwordField, re_new_password: z.string() })
  .refine((v) => v.new_password === v.re_new_password, {
    message: 'validation.passwordsMatch',
    path: ['re_new_password'],
  });

/** Sets a new password with the uid and token of the e-mailed link. */
export function ResetPasswordForm({ uid, token }: { uid: string; token: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetForm, t),
    defaultValues: { new_password: '', re_new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirmPasswordReset(authTransport, { uid, token, ...values });
      setDone(true);
    } catch (error) {
      const message = applyServerErrors(
        error,
        form.setError,
        ['new_password', 're_new_password'],
        t('auth.resetLinkInvalid'),
        t,
      );
      setFormError(message);
    }
  });

  if (done) {
    return (
      <Alert tone="success">
        {t('auth.resetDone')}{' '}
        <Link to="/login" className="font-semibold underline">
          {t('auth.signIn')}
        </Link>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && (
        <Alert tone="error">
          {formError}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {t('auth.askNewLink')}
          </Link>
        </Alert>
      )}
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.re_new_password?.message}
        {...form.register('re_new_password')}
      />
      <Button type="submit" busy={isSubmitting} disabled={!hydrated}>
        {t('auth.setNewPassword')}
      </Button>
    </form>
  );
}
