import { CONDOMINIUM_SCHEMES, FURNISHINGS, LISTING_TYPES, PROPERTY_TYPES, TITLE_DEEDS } from '@shared/enums';
import {
  isResidential,
  LANDMARK_MAX,
  MAX_RESIDENTIAL_ADVANCE_MONTHS,
  termsApply,
} from '@shared/listing-terms';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { ListingFormValues } from '../listing-form';

type Form = UseFormReturn<ListingFormValues>;

/**
 * The Ethiopian terms of a listing (decision 035), each shown only where it applies: the scheme
 * for condominiums, the title deed for sales, the advance and minimum lease for rents, furnishing
 * and floors for everything but land. Before a type is chosen, those of any listing are shown.
 */
export function TermsFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const listingType = LISTING_TYPES.find((v) => v === form.watch('listing_type'));
  const propertyType = PROPERTY_TYPES.find((v) => v === form.watch('property_type'));
  const apply = termsApply(listingType ?? 'sale', propertyType ?? 'apartment');
  const rent = listingType === 'rent';
  const sale = listingType === 'sale';
  const number = { inputMode: 'numeric' as const, placeholder: '0' };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {apply.furnished && (
          <SelectField
            label={t('terms.furnished')}
            error={errors.furnished?.message}
            {...form.register('furnished')}
          >
            <option value="">{t('terms.notSpecified')}</option>
            {FURNISHINGS.map((v) => (
              <option key={v} value={v}>
                {t(`terms.furnishedOptions.${v}`)}
              </option>
            ))}
          </SelectField>
        )}
        {propertyType === 'condominium' && (
          <SelectField
            label={t('terms.scheme')}
            error={errors.condominium_scheme?.message}
            {...form.register('condominium_scheme')}
          >
            <option value="">{t('terms.notSpecified')}</option>
            {CONDOMINIUM_SCHEMES.map((v) => (
              <option key={v} value={v}>
                {t(`terms.schemeOptions.${v}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {apply.floors && (
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('terms.floor')}
            hint={t('terms.floorHint')}
            error={errors.floor?.message}
            {...number}
            {...form.register('floor')}
          />
          <TextField
            label={t('terms.buildingFloors')}
            hint={t('terms.buildingFloorsHint')}
            error={errors.building_floors?.message}
            {...number}
            {...form.register('building_floors')}
          />
        </div>
      )}
      {sale && (
        <SelectField
          label={t('terms.deed')}
          error={errors.title_deed?.message}
          {...form.register('title_deed')}
        >
          <option value="">{t('terms.notSpecified')}</option>
          {TITLE_DEEDS.map((v) => (
            <option key={v} value={v}>
              {t(`terms.deedOptions.${v}`)}
            </option>
          ))}
        </SelectField>
      )}
      {rent && (
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('terms.advance')}
            hint={
              !propertyType || isResidential(propertyType)
                ? t('terms.advanceHint', { max: MAX_RESIDENTIAL_ADVANCE_MONTHS })
                : undefined
            }
            error={errors.advance_months?.message}
            {...number}
            {...form.register('advance_months')}
          />
          <TextField
            label={t('terms.minLease')}
            error={errors.min_lease_months?.message}
            {...number}
            {...form.register('min_lease_months')}
          />
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input type="checkbox" className="h-5 w-5 accent-primary" {...form.register('price_negotiable')} />
        {t('terms.negotiable')}
      </label>
    </>
  );
}

/** "Near Edna Mall": where people say the place is, shown in the location line and searched. */
export function LandmarkField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('terms.landmark')}
      maxLength={LANDMARK_MAX}
      placeholder={t('terms.landmarkPlaceholder')}
      error={form.formState.errors.landmark?.message}
      {...form.register('landmark')}
    />
  );
}
