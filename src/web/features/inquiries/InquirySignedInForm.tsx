import { mdiCheckCircleOutline } from '@mdi/js';
import { INQUIRY_CONTACT_METHODS } from '@shared/enums';
import { type CreateInquiryBody, createInquiryBody, PHONE_FOR_CALLS } from '@shared/schemas/inquiries';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, translateIssue } from '../../lib/forms';
import { useTranslation } from '../../lib/translation';
import type { TFunction } from '../../lib/translator';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TextArea, TextField } from '../../ui/TextField';
import { authTransport } from '../auth';
import { sendInquiry } from './api/send-inquiry';

type Values = {
  message: string;
  name: string;
  phone: string;
  email: string;
  preferred_contact: (typeof INQUIRY_CONTACT_METHODS)[number];
};
const FIELDS = ['message', 'name', 'phone', 'email', 'preferred_contact'] as const;
const MESSAGE_MIN = 10;

function inquiryIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  const field = String(issue.path[0] ?? '');
  if (field === 'message' && issue.code === 'custom') return t('validation.minLength', { min: MESSAGE_MIN });
  if (field === 'phone' && issue.message === PHONE_FOR_CALLS) return t('inquiryForm.phoneNeeded');
  if (field === 'phone' && issue.code === 'invalid_format') return t('inquiryForm.phoneInvalid');
  return translateIssue(issue, t);
}

/** Checks with the server's schema; blank optional fields are left out (the server fills them). */
const resolver =
  (t: TFunction): Resolver<Values, unknown, CreateInquiryBody> =>
  async (values) => {
    const result = await createInquiryBody.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      errors[String(issue.path[0] ?? 'root')] ??= { type: issue.code, message: inquiryIssue(issue, t) };
    }
    return { values: {}, errors: errors as never };
  };

/**
 * The inquiry form itself, for a signed-in user who does not own the listing. Its own module:
 * visitors never download it (nor react-hook-form and zod, which it needs), see InquiryForm.
 */
export default function SignedInForm({
  propertyId,
  user,
}: {
  propertyId: number;
  user: { full_name: string; username: string; email: string; phone_number: string | null };
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateInquiryBody>({
    resolver: resolver(t),
    defaultValues: {
      message: '',
      name: user.full_name || user.username,
      email: user.email,
      phone: user.phone_number ?? '',
      preferred_contact: 'email',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await sendInquiry(authTransport, propertyId, body);
      setSent(t(`inquiryForm.sentBy.${body.preferred_contact ?? 'email'}`));
      form.reset({ ...form.getValues(), message: '' });
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS, t('inquiryForm.failed'), t));
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-md bg-secondary-light p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold text-secondary">
          <Icon path={mdiCheckCircleOutline} size={20} />
          {t('inquiryForm.sent')}
        </p>
        <p>{sent}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/inquiries?tab=sent" className="font-semibold text-primary hover:underline">
            {t('inquiryForm.seeSent')}
          </Link>
          <button
            type="button"
            className="font-semibold text-primary hover:underline"
            onClick={() => setSent(null)}
          >
            {t('inquiryForm.another')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {alert && <Alert tone="error">{alert}</Alert>}
      <TextArea
        label={t('inquiryForm.message')}
        rows={4}
        placeholder={t('inquiryForm.messagePlaceholder')}
        aria-required
        error={errors.message?.message}
        {...form.register('message')}
      />
      <TextField
        label={t('inquiryForm.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('inquiryForm.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={t('inquiryForm.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('inquiryForm.preferred')}</legend>
        <div className="flex flex-wrap gap-2">
          {INQUIRY_CONTACT_METHODS.map((method) => (
            <label
              key={method}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-black/20 px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-light has-[:checked]:font-semibold has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40"
            >
              <input
                type="radio"
                value={method}
                className="sr-only"
                {...form.register('preferred_contact')}
              />
              {t(`inquiryForm.method.${method}`)}
            </label>
          ))}
        </div>
        {errors.preferred_contact && (
          <p className="mt-1 text-sm text-error">{errors.preferred_contact.message}</p>
        )}
      </fieldset>
      <Button type="submit" busy={isSubmitting} className="self-start">
        {t('inquiryForm.send')}
      </Button>
    </form>
  );
}
