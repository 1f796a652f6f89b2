import { MAP } from '@shared/constants';
import type { City, Kebele, Subcity } from '@shared/schemas/locations';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fetchTransport } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { SelectField } from '../../../ui/SelectField';
import { listCities, listKebeles, listSubcities, placeName } from '../../locations';
import type { ListingFormValues } from '../listing-form';

type Level<T> = { parent: string; items: T[]; state: 'idle' | 'loading' | 'ready' | 'failed' };
const idle = <T,>(): Level<T> => ({ parent: '', items: [], state: 'idle' });

/** Loads the children of `parent` whenever it changes; the list always says whose children it holds. */
function useLevel<T>(parent: string, load: (id: number) => Promise<{ results: T[] }>): Level<T> {
  const [level, setLevel] = useState<Level<T>>(idle);
  useEffect(() => {
    if (!parent) return setLevel(idle());
    let live = true;
    setLevel({ parent, items: [], state: 'loading' });
    load(Number(parent)).then(
      (r) => live && setLevel({ parent, items: r.results, state: 'ready' }),
      () => live && setLevel({ parent, items: [], state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [parent, load]);
  return level;
}

const loadCities = () => listCities(fetchTransport);
const loadSubcities = (city: number) => listSubcities(fetchTransport, city);
const loadKebeles = (subcity: number) => listKebeles(fetchTransport, subcity);

/**
 * City → sub-city → kebele of the add-property form (spec §4, no region here): sub-city is
 * disabled until a city is chosen, kebele until a sub-city; choosing a level loads its children
 * and clears the levels under it. A new listing starts in Addis Ababa, where most are. Tells the
 * form whether the chosen city has sub-cities and the sub-city kebeles (then they are required).
 */
export function LocationFields({
  form,
  prefillCity,
  onRequirements,
  disabled = false,
}: {
  form: UseFormReturn<ListingFormValues>;
  prefillCity: boolean;
  onRequirements: (needs: { subcity: boolean; kebele: boolean }) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { errors } = form.formState;
  const city = form.watch('city');
  const subcity = form.watch('subcity');
  const [cities, setCities] = useState<Level<City>>(idle);
  useEffect(() => {
    let live = true;
    setCities({ parent: 'all', items: [], state: 'loading' });
    loadCities().then(
      (r) => {
        if (!live) return;
        setCities({ parent: 'all', items: r.results, state: 'ready' });
        const home = r.results.find((c) => c.name === MAP.defaultCity);
        if (prefillCity && home && !form.getValues('city')) form.setValue('city', String(home.id));
      },
      () => live && setCities({ parent: 'all', items: [], state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [form, prefillCity]);
  const subcities = useLevel<Subcity>(city, loadSubcities);
  const kebeles = useLevel<Kebele>(subcity, loadKebeles);

  const needsSubcity = subcities.state === 'ready' && subcities.items.length > 0;
  const needsKebele = kebeles.state === 'ready' && kebeles.items.length > 0;
  useEffect(
    () => onRequirements({ subcity: needsSubcity, kebele: needsKebele }),
    [needsSubcity, needsKebele, onRequirements],
  );

  const lang = i18n.language;
  const choose = (field: 'city' | 'subcity' | 'kebele', value: string) => {
    form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // A new parent clears the levels under it (spec §4).
    if (field === 'city') {
      form.setValue('subcity', '', { shouldDirty: true });
      form.setValue('kebele', '', { shouldDirty: true });
    }
    if (field === 'subcity') form.setValue('kebele', '', { shouldDirty: true });
  };
  const placeholder = (level: Level<unknown>, choose: string, none: string) =>
    level.state === 'loading'
      ? t('app.loading')
      : level.state === 'ready' && !level.items.length
        ? none
        : choose;

  return (
    <fieldset className="grid gap-4 sm:grid-cols-3" disabled={disabled}>
      <legend className="sr-only">{t('listingForm.location')}</legend>
      <SelectField
        label={t('listingForm.city')}
        ref={form.register('city').ref}
        name="city"
        aria-required
        value={city}
        disabled={cities.state !== 'ready'}
        error={cities.state === 'failed' ? t('listingForm.citiesFailed') : errors.city?.message}
        onChange={(e) => choose('city', e.target.value)}
      >
        <option value="">
          {placeholder(cities, t('listingForm.chooseCity'), t('listingForm.chooseCity'))}
        </option>
        {cities.items.map((c) => (
          <option key={c.id} value={c.id}>
            {placeName(c, lang)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('listingForm.subcity')}
        ref={form.register('subcity').ref}
        name="subcity"
        aria-required={needsSubcity}
        value={subcity}
        disabled={!city || subcities.state !== 'ready' || !subcities.items.length}
        error={subcities.state === 'failed' ? t('listingForm.subcitiesFailed') : errors.subcity?.message}
        onChange={(e) => choose('subcity', e.target.value)}
      >
        <option value="">
          {placeholder(subcities, t('listingForm.chooseSubcity'), t('listingForm.noSubcities'))}
        </option>
        {subcities.items.map((s) => (
          <option key={s.id} value={s.id}>
            {placeName(s, lang)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('listingForm.kebele')}
        ref={form.register('kebele').ref}
        name="kebele"
        aria-required={needsKebele}
        value={form.watch('kebele')}
        disabled={!subcity || kebeles.state !== 'ready' || !kebeles.items.length}
        error={kebeles.state === 'failed' ? t('listingForm.kebelesFailed') : errors.kebele?.message}
        onChange={(e) => choose('kebele', e.target.value)}
      >
        <option value="">
          {placeholder(kebeles, t('listingForm.chooseKebele'), t('listingForm.noKebeles'))}
        </option>
        {kebeles.items.map((k) => (
          <option key={k.id} value={k.id}>
            {placeName(k, lang)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
