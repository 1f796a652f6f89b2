import { registerBody } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useAuth } from '../AuthProvider';
import { register as registerAccount, signIn } from '../api/operations';
import { authTransport } from '../transport';

/** The server's schema plus the one rule the form adds: the two passwords match. */
const registerForm = registerBody.refine((v) => v.password === v.re_password, {
  message: 'validation.passwordsMatch',
  path: ['re_password'],
});
const FIELDS = [
  'username',
  'email',
  'full_name',
  'phone_number',
  'password',
  're_password',
  'is_agent',
] as const;

/**
 * Sign-up, then signed in at once; `onRegistered` gets the address the confirmation link went to.
 * When the address is taken, its owner is shown the way to take it back (a password reset).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const auth = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const form = useForm({
    resolver: zodResolver(registerForm, t),
    defaultValues: {
      username: '',
      email: '',
      full_name: '',
      phone_number: '',
      password: '',
      re_password: '',
      is_agent: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setEmailTaken(false);
    try {
      const user = await registerAccount(authTransport, { ...values, is_agent: values.is_agent ?? false });
      await auth.signIn(
        await signIn(authTransport, { username: values.username, password: values.password }),
      );
      onRegistered(user.email);
    } catch (error) {
      setEmailTaken(error instanceof ApiError && error.fieldCodes.email?.includes('email_taken') === true);
      setFormError(applyServerErrors(error, form.setError, FIELDS, t('auth.registrationFailed'), t));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label={t('auth.fullName')}
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        hint={t('auth.usernameHint')}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {emailTaken && (
        <Alert tone="info">
          {t('auth.emailTakenHelp')}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {t('auth.forgotPassword')}
          </Link>
        </Alert>
      )}
      <TextField
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+251 9…"
        error={errors.phone_number?.message}
        {...form.register('phone_number')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.re_password?.message}
        {...form.register('re_password')}
      />
      <label className="flex items-start gap-3 rounded-md border border-black/10 p-3">
        <input type="checkbox" className="mt-1 h-5 w-5 accent-primary" {...form.register('is_agent')} />
        <span>
          <span className="font-medium">{t('auth.registerAsAgent')}</span>
          <span className="block text-sm text-muted">{t('auth.registerAsAgentHint')}</span>
        </span>
      </label>
      <Button type="submit" busy={isSubmitting} disabled={!hydrated}>
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}
