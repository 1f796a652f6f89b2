import { IMAGE } from '@shared/constants';
import { AD_PLACEMENTS, AD_TYPES } from '@shared/enums';
import { type AdminAd, createAdBody } from '@shared/schemas/admin-ads';
import { addisDate } from '@shared/schemas/admin-form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, translatedFields, translateIssue } from '../../../lib/forms';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextArea, TextField } from '../../../ui/TextField';
import { saveAd } from '../api/ads';
import { AdPreview } from './AdPreview';
import { CheckField, SelectField } from './Controls';
import { ImageButton, useImageChoice } from './ImagePicker';

type Values = {
  ad_type: string;
  placement: string;
  headline: string;
  description: string;
  alt_text: string;
  cta_text: string;
  button_text: string;
  target_action: string;
  is_featured: boolean;
  is_active: boolean;
  starts_at: string;
  ends_at: string;
};
const FIELDS = [
  'ad_type',
  'placement',
  'headline',
  'description',
  'alt_text',
  'cta_text',
  'button_text',
  'target_action',
  'is_featured',
  'is_active',
  'starts_at',
  'ends_at',
] as const;

const defaults = (ad: AdminAd | null): Values => ({
  ad_type: ad?.ad_type ?? 'banner',
  placement: ad?.placement ?? 'home',
  headline: ad?.headline ?? '',
  description: ad?.description ?? '',
  alt_text: ad?.alt_text ?? '',
  cta_text: ad?.cta_text ?? '',
  button_text: ad?.button_text ?? '',
  target_action: ad?.target_action ?? '',
  is_featured: ad?.is_featured ?? false,
  is_active: ad?.is_active ?? true,
  starts_at: addisDate(ad?.starts_at ?? null),
  ends_at: addisDate(ad?.ends_at ?? null),
});

/**
 * Creates or edits an ad: every field of the spec's Advertisement, the image through the image
 * pipeline (checked here first), and a live preview. Checked with the server's own schema.
 */
export function AdForm({ ad }: { ad: AdminAd | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const picture = useImageChoice();
  const [removeImage, setRemoveImage] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const form = useForm<Values>({ defaultValues: defaults(ad) });
  const { errors, isSubmitting } = form.formState;
  const v = form.watch();

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    const checked = createAdBody.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof Values;
        const message =
          field === 'target_action' && issue.code === 'custom'
            ? t('admin.ads.form.targetInvalid')
            : field === 'ends_at' && issue.code === 'custom'
              ? t('admin.ads.form.endBeforeStart')
              : translateIssue(issue, t);
        if (FIELDS.includes(field as (typeof FIELDS)[number])) form.setError(field, { message });
      }
      return;
    }
    const body = new FormData();
    for (const field of FIELDS) body.append(field, String(values[field]));
    if (picture.file) body.append('image', picture.file);
    else if (removeImage) body.append('remove_image', 'true');
    try {
      const saved = await saveAd(ad?.id ?? null, body);
      if (!ad) {
        navigate(`/admin/ads/${saved.id}`, { state: { created: true } });
        return;
      }
      picture.clear();
      setRemoveImage(false);
      await revalidator.revalidate();
      setStatus({ tone: 'success', message: t('admin.ads.form.updated') });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS, t('admin.saveFailed'), t);
      const imageError = error instanceof ApiError ? translatedFields(error, t).image : undefined;
      if (imageError) picture.setError(imageError.join(' '));
      if (message) setStatus({ tone: 'error', message });
    }
  });

  const shown = removeImage ? null : (picture.preview ?? ad?.image?.image ?? null);
  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card">
        {status && <Alert tone={status.tone}>{status.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('admin.ads.type')}
            {...form.register('ad_type')}
            options={AD_TYPES.map((x) => ({ value: x, label: t(`admin.ads.types.${x}`) }))}
          />
          <SelectField
            label={t('admin.ads.placement')}
            {...form.register('placement')}
            options={AD_PLACEMENTS.map((x) => ({ value: x, label: t(`admin.ads.placements.${x}`) }))}
          />
        </div>
        <TextField
          label={t('admin.ads.form.headline')}
          error={errors.headline?.message}
          {...form.register('headline')}
        />
        <TextArea
          label={t('admin.ads.form.description')}
          rows={3}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.ads.form.ctaText')}
            error={errors.cta_text?.message}
            {...form.register('cta_text')}
          />
          <TextField
            label={t('admin.ads.form.buttonText')}
            error={errors.button_text?.message}
            {...form.register('button_text')}
          />
        </div>
        <TextField
          label={t('admin.ads.form.target')}
          hint={t('admin.ads.form.targetHint')}
          placeholder="https://"
          inputMode="url"
          autoCapitalize="none"
          error={errors.target_action?.message}
          {...form.register('target_action')}
        />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t('admin.ads.form.image')}</span>
          <div className="flex flex-wrap items-start gap-3">
            <ImageButton
              label={t('admin.ads.form.chooseImage')}
              onChange={(e) => {
                picture.choose(e);
                setRemoveImage(false);
              }}
              error={picture.error}
              hint={t('admin.ads.form.imageHint', { max: IMAGE.maxUploadBytes / 1024 / 1024 })}
            />
            {(picture.file || (ad?.image && !removeImage)) && (
              <Button
                variant="ghost"
                onClick={() => {
                  picture.clear();
                  setRemoveImage(Boolean(ad?.image));
                }}
              >
                {t('admin.ads.form.removeImage')}
              </Button>
            )}
          </div>
        </div>
        <TextField
          label={t('admin.ads.form.altText')}
          error={errors.alt_text?.message}
          {...form.register('alt_text')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('admin.ads.form.startsAt')}
            error={errors.starts_at?.message}
            {...form.register('starts_at')}
          />
          <TextField
            type="date"
            label={t('admin.ads.form.endsAt')}
            error={errors.ends_at?.message}
            {...form.register('ends_at')}
          />
        </div>
        <p className="-mt-2 text-xs text-muted">{t('admin.ads.form.datesHint')}</p>
        <div className="flex flex-wrap gap-x-6">
          <CheckField label={t('admin.ads.form.active')} {...form.register('is_active')} />
          <CheckField label={t('admin.ads.form.featured')} {...form.register('is_featured')} />
        </div>
        <Button type="submit" busy={isSubmitting} className="self-start">
          {t('admin.save')}
        </Button>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <AdPreview
          image={shown}
          alt={v.alt_text}
          headline={v.headline}
          description={v.description}
          cta={v.cta_text}
          button={v.button_text}
        />
      </div>
    </form>
  );
}
