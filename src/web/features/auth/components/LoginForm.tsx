import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useAuth } from '../AuthProvider';
import { signIn } from '../api/operations';
import { authTransport } from '../transport';

const loginForm = z.object({
  identifier: z.string().trim().min(1),
  password: z.string().min(1),
});

/** Username or e-mail and password; on success back to where the visitor was going. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginForm, t),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async ({ identifier, password }) => {
    try {
      const credentials = identifier.includes('@')
        ? { email: identifier, password }
        : { username: identifier, password };
      await auth.signIn(await signIn(authTransport, credentials));
      navigate(redirectTo, { replace: true });
    } catch (error) {
      // Spec §8: the server's detail text, else 'Login failed'.
      setFormError(applyServerErrors(error, form.setError, [], t('auth.loginFailed'), t));
    }
  });

  // Every attempt starts clean: the last failure's message must not sit above this attempt's
  // field errors (handleSubmit never calls `send` when a field is empty).
  const submit = (event: FormEvent) => {
    setFormError(null);
    return send(event);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label={t('auth.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className="text-primary hover:underline">
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" busy={isSubmitting} disabled={!hydrated}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
