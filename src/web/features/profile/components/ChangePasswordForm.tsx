import { passwordField } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { authTransport, changePassword } from '../../auth';

const schema = z
  .object({ current_password: z.string().min(1), new_password: passwordField, re_new_password: z.string() })
  .refine((v) => v.new_password === v.re_new_password, {
    message: 'validation.passwordsMatch',
    path: ['re_new_password'],
  });

/** Changes the password; other sign-ins of the account end (the server revokes them). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(schema, t),
    defaultValues: { current_password: '', new_password: '', re_new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await changePassword(authTransport, values);
      form.reset();
      setStatus({ tone: 'success', message: t('profile.passwordChanged') });
    } catch (error) {
      const message = applyServerErrors(
        error,
        form.setError,
        Object.keys(values),
        t('profile.updateFailed'),
        t,
      );
      if (message) setStatus({ tone: 'error', message });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {status && <Alert tone={status.tone}>{status.message}</Alert>}
      <TextField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
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
      <Button type="submit" variant="secondary" busy={isSubmitting} className="self-start">
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}
