import { mdiViewGridOutline, mdiViewList } from '@mdi/js';
import { useId, useRef } from 'react';
import { changedBeforeHydration, useEarlyInput } from '../../../lib/early-input';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { SORT_VALUES, type SortValue } from '../query-state';

export type ListingView = 'grid' | 'list';

/** The sort dropdown (spec §4 labels; the value is the URL's `sort`). */
export function SortSelect({ value, onChange }: { value: SortValue; onChange: (sort: SortValue) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // A sort chosen before the script took over is applied at hydration (see FilterPanel).
  const select = useRef<HTMLSelectElement>(null);
  useEarlyInput(() => {
    const node = select.current;
    if (node && changedBeforeHydration(node) && SORT_VALUES.includes(node.value as SortValue))
      onChange(node.value as SortValue);
  });
  return (
    // The select may shrink below its longest option (Oromo's are long) rather than widen a phone's page.
    <div className="flex min-w-0 max-w-full items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-muted">
        {t('browseSort.label')}
      </label>
      <select
        ref={select}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as SortValue)}
        className="h-10 min-w-0 max-w-full rounded-md border border-black/20 bg-surface px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      >
        {SORT_VALUES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`browseSort.options.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Grid or list (spec §2: grid by default); a pair of toggle buttons. */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const { t } = useTranslation();
  const button = (value: ListingView, icon: string, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => onChange(value)}
      className={`flex h-10 w-10 items-center justify-center ${
        view === value ? 'bg-primary text-white' : 'bg-surface text-muted hover:bg-primary-light'
      }`}
    >
      <Icon path={icon} size={20} />
    </button>
  );
  return (
    <fieldset className="flex overflow-hidden rounded-md border border-black/20">
      <legend className="sr-only">{t('browseSort.view')}</legend>
      {button('grid', mdiViewGridOutline, t('browseSort.grid'))}
      {button('list', mdiViewList, t('browseSort.list'))}
    </fieldset>
  );
}
