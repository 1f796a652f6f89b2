import { IMAGE } from '@shared/constants';
import { type CurrentUser, type UpdateProfileBody, updateProfileBody } from '@shared/schemas/users';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { TextArea, TextField } from '../../../ui/TextField';
import { authTransport, updateProfile, useAuth } from '../../auth';

// The e-mail address is not here: it changes with the password and a link (EmailSettings).
const FIELDS = [
  'full_name',
  'phone_number',
  'telegram_username',
  'bio',
  'company_name',
  'agent_license_number',
] as const;
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** Every profile field and the picture (spec §2 Profile); 'Update failed' on failure (§8). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const defaults = {
    full_name: user.full_name,
    phone_number: user.phone_number ?? '',
    telegram_username: user.telegram_username ?? '',
    bio: user.bio ?? '',
    company_name: user.company_name ?? '',
    agent_license_number: user.agent_license_number ?? '',
  };
  const form = useForm<z.input<typeof updateProfileBody>, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody, t),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!picture) return setPreview(null);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      setStatus({ tone: 'error', message: t('profile.pictureNotImage') });
      return;
    }
    if (file && file.size > IMAGE.maxUploadBytes) {
      setStatus({
        tone: 'error',
        message: t('profile.pictureTooLarge', { max: IMAGE.maxUploadBytes / 1024 / 1024 }),
      });
      return;
    }
    setStatus(null);
    setPicture(file);
    setRemovePicture(false);
  };

  const submit = form.handleSubmit(async () => {
    setStatus(null);
    // Multipart, each field as text (spec §5), the picture as a file.
    const body = new FormData();
    const values = form.getValues();
    for (const field of FIELDS) {
      if (!user.is_agent && (field === 'company_name' || field === 'agent_license_number')) continue;
      body.append(field, String(values[field] ?? ''));
    }
    if (picture) body.append('profile_picture', picture);
    if (removePicture) body.append('remove_profile_picture', 'true');
    try {
      const updated = await updateProfile(authTransport, body);
      auth.setUser(updated);
      setPicture(null);
      setRemovePicture(false);
      if (fileInput.current) fileInput.current.value = '';
      setStatus({ tone: 'success', message: t('profile.updated') });
    } catch (error) {
      setStatus({
        tone: 'error',
        message:
          applyServerErrors(
            error,
            form.setError,
            [...FIELDS, 'profile_picture'],
            t('profile.updateFailed'),
            t,
          ) ?? t('profile.updateFailed'),
      });
    }
  });

  const shownPicture = removePicture ? null : (preview ?? user.profile_picture);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {status && <Alert tone={status.tone}>{status.message}</Alert>}
      <div className="flex items-center gap-4">
        <Avatar src={shownPicture} name={form.watch('full_name') || user.username} size={88} />
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex h-11 cursor-pointer items-center rounded-md border border-primary px-4 font-semibold text-primary hover:bg-primary-light focus-within:ring-2">
            {t('profile.choosePicture')}
            <input ref={fileInput} type="file" accept={ACCEPTED} onChange={choose} className="sr-only" />
          </label>
          {(user.profile_picture || picture) && !removePicture && (
            <Button
              variant="ghost"
              onClick={() => {
                setPicture(null);
                setRemovePicture(true);
              }}
            >
              {t('profile.removePicture')}
            </Button>
          )}
        </div>
      </div>
      <TextField
        label={t('auth.fullName')}
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
      <TextField
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...form.register('phone_number')}
      />
      <TextField
        label={t('profile.telegram')}
        placeholder="@username"
        autoCapitalize="none"
        error={errors.telegram_username?.message}
        {...form.register('telegram_username')}
      />
      <TextArea label={t('profile.bio')} rows={4} error={errors.bio?.message} {...form.register('bio')} />
      {user.is_agent && (
        <>
          <TextField
            label={t('profile.companyName')}
            error={errors.company_name?.message}
            {...form.register('company_name')}
          />
          <TextField
            label={t('profile.licenseNumber')}
            error={errors.agent_license_number?.message}
            {...form.register('agent_license_number')}
          />
        </>
      )}
      <Button type="submit" busy={isSubmitting} className="self-start">
        {t('profile.save')}
      </Button>
    </form>
  );
}
