import { DESCRIPTION_MIN_LENGTH } from '@shared/constants';
import { LISTING_TYPES, OWNER_STATUSES, PROPERTY_TYPES } from '@shared/enums';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { SelectField } from '../../../ui/SelectField';
import { TextArea, TextField } from '../../../ui/TextField';
import type { ListingFormValues } from '../listing-form';

type Form = UseFormReturn<ListingFormValues>;

/** A titled card of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl bg-surface p-4 shadow-card sm:p-6">
      <legend className="float-left mb-1 w-full text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Title, type, sale or rent, price in birr and area in m² (spec §5). */
export function BasicsFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const rent = form.watch('listing_type') === 'rent';
  return (
    <>
      <TextField
        label={t('listingForm.title')}
        aria-required
        maxLength={200}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('listingForm.propertyType')}
          aria-required
          error={errors.property_type?.message}
          {...form.register('property_type')}
        >
          <option value="">{t('listingForm.choose')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`propertyTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('listingForm.listingType')}
          aria-required
          error={errors.listing_type?.message}
          {...form.register('listing_type')}
        >
          <option value="">{t('listingForm.choose')}</option>
          {LISTING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`listingTypes.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(rent ? 'listingForm.priceRent' : 'listingForm.price')}
          aria-required
          inputMode="numeric"
          placeholder="0"
          hint={t('listingForm.priceHint')}
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label={t('listingForm.area')}
          aria-required
          inputMode="numeric"
          placeholder="0"
          error={errors.area?.message}
          {...form.register('area')}
        />
      </div>
    </>
  );
}

/** Bedrooms and bathrooms (required, ≥ 0) and parking spaces (optional). */
export function RoomFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <TextField
        label={t('listingForm.bedrooms')}
        aria-required
        inputMode="numeric"
        placeholder="0"
        error={errors.bedrooms?.message}
        {...form.register('bedrooms')}
      />
      <TextField
        label={t('listingForm.bathrooms')}
        aria-required
        inputMode="numeric"
        placeholder="0"
        error={errors.bathrooms?.message}
        {...form.register('bathrooms')}
      />
      <TextField
        label={t('listingForm.parkingSpaces')}
        inputMode="numeric"
        placeholder="0"
        error={errors.parking_spaces?.message}
        {...form.register('parking_spaces')}
      />
    </div>
  );
}

export function AddressField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('listingForm.address')}
      aria-required
      maxLength={300}
      placeholder={t('listingForm.addressPlaceholder')}
      error={form.formState.errors.address?.message}
      {...form.register('address')}
    />
  );
}

/** The description (≥ 50 characters, with a counter), and the optional Amharic title and text. */
export function DescriptionFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const length = form.watch('description').trim().length;
  const hasAmharic = Boolean(form.getValues('title_am') || form.getValues('description_am'));
  return (
    <>
      <TextArea
        label={t('listingForm.description')}
        aria-required
        rows={6}
        hint={t('listingForm.descriptionCount', { count: length, min: DESCRIPTION_MIN_LENGTH })}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <details className="rounded-md border border-black/10 px-4 py-3" open={hasAmharic || undefined}>
        <summary className="cursor-pointer font-medium">{t('listingForm.amharicVersion')}</summary>
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-muted">{t('listingForm.amharicHint')}</p>
          <TextField
            label={t('listingForm.titleAm')}
            lang="am"
            maxLength={200}
            error={errors.title_am?.message}
            {...form.register('title_am')}
          />
          <TextArea
            label={t('listingForm.descriptionAm')}
            lang="am"
            rows={4}
            error={errors.description_am?.message}
            {...form.register('description_am')}
          />
        </div>
      </details>
    </>
  );
}

/** Edit only, once staff approved the listing: available, sold, rented or off the market. */
export function StatusField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('listingForm.status')}
      hint={t('listingForm.statusHint')}
      error={form.formState.errors.status?.message}
      {...form.register('status')}
    >
      {OWNER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`listingStatus.${status}`)}
        </option>
      ))}
    </SelectField>
  );
}
