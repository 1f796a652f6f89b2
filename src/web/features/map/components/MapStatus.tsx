import { mdiMapMarkerOff, mdiRefresh } from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { FAILURE_MESSAGE, type MapFailure } from '../leaflet/use-leaflet-map';

/** 'Loading map...' over the map's place until Leaflet has drawn it (spec §2). */
export function MapLoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 z-[500] flex flex-col items-center justify-center bg-background/80">
      <Spinner label={t('map.loading')} size={32} />
      <p className="-mt-4 font-medium text-primary" aria-hidden="true">
        {t('map.loading')}
      </p>
    </div>
  );
}

/**
 * The map's fallback (spec §2, §8): what went wrong, 'Interactive map temporarily unavailable',
 * whatever still helps (`children`: the address, the list) and 'Retry Map'.
 */
export function MapFallback({
  failure,
  onRetry,
  children,
}: {
  failure: MapFailure;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex h-full w-full flex-col items-center justify-center gap-3 bg-surface p-6 text-center"
    >
      <Icon path={mdiMapMarkerOff} size={40} className="text-muted" />
      <p className="font-semibold text-error">{t(FAILURE_MESSAGE[failure])}</p>
      <p className="text-muted">{t('map.unavailable')}</p>
      {children}
      <Button variant="secondary" onClick={onRetry}>
        <Icon path={mdiRefresh} size={20} />
        {t('map.retry')}
      </Button>
    </div>
  );
}
