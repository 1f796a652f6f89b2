import { mdiSpeedometerSlow } from '@mdi/js';
import { useRevalidator } from 'react-router';
import { rememberDataSaver, useDataSaver } from '../lib/data-saver';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';

/**
 * The data saver switch of the header and the drawer (decision 046): remembered like the language,
 * then the root data is reloaded so the page and the server's next render follow it.
 */
export function DataSaverSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const on = useDataSaver();
  const revalidator = useRevalidator();
  const toggle = () => {
    rememberDataSaver(!on);
    void revalidator.revalidate();
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      title={t('dataSaver.hint')}
      aria-label={compact ? t('dataSaver.label') : undefined}
      className={`flex h-10 items-center gap-2 rounded-md border px-2 text-sm font-medium ${
        on
          ? 'border-secondary bg-secondary-light text-secondary'
          : 'border-black/10 bg-surface text-ink hover:border-primary'
      } ${compact ? 'w-10 justify-center' : 'w-full'}`}
    >
      <Icon path={mdiSpeedometerSlow} size={20} />
      {!compact && (
        <span className="flex-1 text-left">
          {t('dataSaver.label')}
          <span className="block text-xs font-normal text-muted">
            {on ? t('dataSaver.on') : t('dataSaver.off')}
          </span>
        </span>
      )}
    </button>
  );
}
