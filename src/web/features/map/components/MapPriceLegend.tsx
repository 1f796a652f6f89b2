import { PRICE_BANDS } from '@shared/price-context';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { minWidth } from '../../../lib/use-media-query';
import { PRICE_BAND_SIGNS } from '../price-bands';

const SWATCH: Record<(typeof PRICE_BANDS)[number], string> = {
  below: 'bg-[#1b5e20]',
  typical: 'bg-[#455a64]',
  above: 'bg-[#b71c1c]',
};

/**
 * The map's legend, over its lower left corner, foldable: the sub-city layer's part (`children`,
 * decision 057), then, when pins are shown, what their colours and signs mean (decision 042):
 * each band's sign, colour and words, and the plain pin of a listing with too few others to compare.
 */
export function MapPriceLegend({ pins, children }: { pins: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation();
  // Shown once the map runs (never on the server). With the sub-city layer it would cover half a
  // phone's map, whose labels already say each median: there it starts folded.
  const [open] = useState(() => !children || window.matchMedia(minWidth('sm')).matches);
  return (
    // A native disclosure: the reader folds it off the map, or opens it.
    <details
      open={open}
      className="absolute bottom-6 left-2 z-[700] max-h-[75%] max-w-[min(20rem,80%)] overflow-y-auto rounded-md bg-surface/95 px-3 py-2 text-xs shadow-raised"
      data-testid="price-legend"
    >
      <summary className="cursor-pointer font-semibold">{t('prices.legend.heading')}</summary>
      {children}
      {pins && (
        <>
          <p className="mt-2 font-semibold">{t('prices.legend.title')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {PRICE_BANDS.map((band) => (
              <li key={band} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full font-bold text-white ${SWATCH[band]}`}
                >
                  {PRICE_BAND_SIGNS[band]}
                </span>
                {t(`prices.legend.${band}`)}
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="h-5 w-5 shrink-0 rounded-full border-2 border-[#2a81cb] bg-white"
              />
              {t('prices.legend.none')}
            </li>
          </ul>
        </>
      )}
    </details>
  );
}
