import { PROPERTY_STATUSES } from '@shared/enums';
import { Form } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { MyPropertiesFilter } from '../api/my-properties';

/**
 * Words and a status over the owner's own listings (an agent with many finds one). A plain GET
 * form: the filter lives in the URL, so Back and a reload keep it, and it works before hydration.
 */
export function MyPropertiesSearch({ filter }: { filter: MyPropertiesFilter }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('myProperties.searchLabel')}
      className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <TextField
        type="search"
        name="search"
        maxLength={200}
        label={t('myProperties.searchWords')}
        defaultValue={filter.search ?? ''}
        key={`search-${filter.search ?? ''}`}
      />
      <SelectField
        name="status"
        label={t('myProperties.statusLabel')}
        defaultValue={filter.status ?? ''}
        key={`status-${filter.status ?? ''}`}
      >
        <option value="">{t('myProperties.anyStatus')}</option>
        {PROPERTY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`listingStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit">{t('myProperties.searchButton')}</Button>
    </Form>
  );
}
