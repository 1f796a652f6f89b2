import { type ContactBody, contactBody } from '@shared/schemas/contact';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, fetchTransport } from '../../../lib/api';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextArea, TextField } from '../../../ui/TextField';
import { sendContactMessage } from '../api/send-contact-message';

const FIELDS = ['full_name', 'email', 'subject', 'message'] as const;

/**
 * The Contact form (spec §2: full name, e-mail, subject, message), checked with the API's own
 * schema before sending; the server's field errors land under their fields, anything else reads
 * 'failed to send the message' (spec §8) and nothing typed is lost.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof contactBody>, unknown, ContactBody>({
    resolver: zodResolver(contactBody, t),
    defaultValues: { full_name: '', email: '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await sendContactMessage(fetchTransport, values);
      setSentTo(saved.full_name);
      form.reset();
    } catch (error) {
      const failed = t('pages.contact.failed');
      if (error instanceof ApiError && error.status === 429) return setFailure(t('pages.contact.throttled'));
      // Field errors go under their fields; anything else (offline, server down) is one message.
      if (error instanceof ApiError && error.status === 400)
        return setFailure(applyServerErrors(error, form.setError, FIELDS, failed, t));
      console.error('Failed to send the message', error);
      setFailure(failed);
    }
  });

  if (sentTo !== null) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="success">{t('pages.contact.success', { name: sentTo })}</Alert>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t('pages.contact.another')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('pages.contact.fullName')}
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register('full_name')}
        />
        <TextField
          label={t('pages.contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField
        label={t('pages.contact.subject')}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextArea
        label={t('pages.contact.message')}
        rows={6}
        error={errors.message?.message}
        hint={t('pages.contact.reportTip')}
        {...form.register('message')}
      />
      <Button type="submit" busy={isSubmitting} disabled={!hydrated} className="self-start">
        {t('pages.contact.send')}
      </Button>
    </form>
  );
}
