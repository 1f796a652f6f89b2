import { mdiCrosshairsGps, mdiMapMarkerOutline } from '@mdi/js';
import { lazy, Suspense, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { catalogueName } from '../../../lib/catalogue-name';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { TextField } from '../../../ui/TextField';
import type { Catalogue, CatalogueKind } from '../api/catalogue';
import type { ListingFormValues } from '../listing-form';

// The picker brings Leaflet: downloaded when the publisher opens it, never with the form.
const PinPicker = lazy(() => import('../../map/PinPicker').then((m) => ({ default: m.PinPicker })));

/** The optional part of the form: features, amenities (loaded with the route), and the exact position. */
export function ListingExtras({
  form,
  catalogue,
}: {
  form: UseFormReturn<ListingFormValues>;
  catalogue: Catalogue;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <Choices form={form} kind="features" entries={catalogue.features} />
      <Choices form={form} kind="amenities" entries={catalogue.amenities} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t('listingForm.position')}</legend>
        <p className="text-sm text-muted">{t('listingForm.positionHint')}</p>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <TextField
            label={t('listingForm.latitude')}
            inputMode="decimal"
            placeholder="9.0108"
            error={errors.latitude?.message}
            {...form.register('latitude')}
          />
          <TextField
            label={t('listingForm.longitude')}
            inputMode="decimal"
            placeholder="38.7613"
            error={errors.longitude?.message}
            {...form.register('longitude')}
          />
          <HereButton form={form} />
        </div>
        <PinOnMap form={form} />
      </fieldset>
    </div>
  );
}

/** "Pick on the map": a tap on a map fills the coordinates (the pin can be dragged after). */
function PinOnMap({ form }: { form: UseFormReturn<ListingFormValues> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [latitude, longitude] = form.watch(['latitude', 'longitude']).map((v) => Number.parseFloat(v));
  if (!open)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <Icon path={mdiMapMarkerOutline} size={18} />
        {t('listingForm.pickOnMap')}
      </Button>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{t('listingForm.pickOnMapHint')}</p>
      <Suspense fallback={<div className="h-[320px] rounded-lg bg-background" />}>
        <PinPicker
          latitude={Number.isFinite(latitude) ? latitude! : null}
          longitude={Number.isFinite(longitude) ? longitude! : null}
          onPick={(lat, lng) => {
            const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
            form.setValue('latitude', lat.toFixed(6), opts);
            form.setValue('longitude', lng.toFixed(6), opts);
          }}
        />
      </Suspense>
    </div>
  );
}

/** Fills the coordinates from the phone's position (when the user stands at the property). */
function HereButton({ form }: { form: UseFormReturn<ListingFormValues> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <div className="flex flex-col gap-1 sm:pt-6">
      <Button
        variant="secondary"
        busy={state === 'busy'}
        onClick={() => {
          if (!('geolocation' in navigator)) return setState('failed');
          setState('busy');
          navigator.geolocation.getCurrentPosition(
            (position) => {
              const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
              form.setValue('latitude', position.coords.latitude.toFixed(6), opts);
              form.setValue('longitude', position.coords.longitude.toFixed(6), opts);
              setState('idle');
            },
            () => setState('failed'),
            { enableHighAccuracy: true, timeout: 15_000 },
          );
        }}
      >
        <Icon path={mdiCrosshairsGps} size={18} />
        {t('listingForm.useMyLocation')}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-error">
          {t('listingForm.locationFailed')}
        </p>
      )}
    </div>
  );
}

/** Toggle chips for features or amenities, from the server's catalogue. */
function Choices({
  form,
  kind,
  entries,
}: {
  form: UseFormReturn<ListingFormValues>;
  kind: CatalogueKind;
  /** Null when the list could not be loaded. */
  entries: Catalogue[CatalogueKind];
}) {
  const { t } = useTranslation();
  const chosen = form.watch(kind);
  const toggle = (slug: string) =>
    form.setValue(kind, chosen.includes(slug) ? chosen.filter((s) => s !== slug) : [...chosen, slug], {
      shouldDirty: true,
    });
  const error = form.formState.errors[kind]?.message;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t(`listingForm.${kind}`)}</legend>
      {entries === null && <p className="text-sm text-error">{t('listingForm.catalogueFailed')}</p>}
      <div className="flex flex-wrap gap-2">
        {entries?.map((entry) => {
          const on = chosen.includes(entry.slug);
          return (
            <label
              key={entry.id}
              className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm focus-within:ring-2 focus-within:ring-primary/40 ${
                on
                  ? 'border-primary bg-primary-light font-semibold text-primary'
                  : 'border-black/20 hover:bg-background'
              }`}
            >
              <input type="checkbox" className="sr-only" checked={on} onChange={() => toggle(entry.slug)} />
              {catalogueName(t, entry)}
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
