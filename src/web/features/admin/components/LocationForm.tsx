import {
  type AdminLocation,
  type LocationLevel,
  REGION_KINDS,
  type UpdateLocationBody,
} from '@shared/schemas/admin-locations';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { SelectField } from './Controls';

const hasCentre = (level: LocationLevel) => level === 'cities' || level === 'subcities';

/**
 * Name, Amharic name, and what the level carries (a region's kind, a city's or sub-city's
 * centre). Used inline to rename a place and to add one; server errors show under their fields.
 */
export function LocationForm({
  level,
  place,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  level: LocationLevel;
  place?: AdminLocation;
  submitLabel: string;
  onSubmit: (body: UpdateLocationBody & { name: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(place?.name ?? '');
  const [amharic, setAmharic] = useState(place?.amharic_name ?? '');
  const [kind, setKind] = useState(place?.kind ?? 'region');
  const [lat, setLat] = useState(place?.latitude?.toString() ?? '');
  const [lng, setLng] = useState(place?.longitude?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const number = (v: string) => (v.trim() === '' ? null : Number(v));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('validation.required');
    for (const [field, v] of [
      ['latitude', lat],
      ['longitude', lng],
    ] as const)
      if (hasCentre(level) && v.trim() !== '' && Number.isNaN(Number(v)))
        found[field] = t('validation.number');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: UpdateLocationBody & { name: string } = { name: name.trim(), amharic_name: amharic.trim() };
    if (level === 'regions') body.kind = kind as (typeof REGION_KINDS)[number];
    if (hasCentre(level)) {
      body.latitude = number(lat);
      body.longitude = number(lng);
    }
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const mapped = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(' ')]));
      setErrors(Object.keys(mapped).length ? mapped : { name: t('admin.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-2 flex flex-col gap-3 rounded-md border border-primary/30 bg-primary-light/40 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('admin.locations.name')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          autoFocus
        />
        <TextField
          label={t('admin.locations.amharicName')}
          lang="am"
          value={amharic}
          maxLength={100}
          onChange={(e) => setAmharic(e.target.value)}
          error={errors.amharic_name}
        />
        {level === 'regions' && (
          <SelectField
            label={t('admin.locations.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={REGION_KINDS.map((k) => ({ value: k, label: t(`admin.locations.kinds.${k}`) }))}
          />
        )}
        {hasCentre(level) && (
          <>
            <TextField
              label={t('admin.locations.latitude')}
              inputMode="decimal"
              value={lat}
              onChange={(e) => setLat(e.target.value)}
              error={errors.latitude}
            />
            <TextField
              label={t('admin.locations.longitude')}
              inputMode="decimal"
              value={lng}
              onChange={(e) => setLng(e.target.value)}
              error={errors.longitude}
            />
          </>
        )}
      </div>
      {(errors.region || errors.city || errors.subcity || errors.non_field_errors) && (
        <p role="alert" className="text-sm text-error">
          {errors.region ?? errors.city ?? errors.subcity ?? errors.non_field_errors}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={busy} className="h-9 px-4 text-sm">
          {submitLabel}
        </Button>
        <Button variant="ghost" className="h-9 px-4 text-sm" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
