import { PRICE_BANDS } from '@shared/price-context';
import { useTranslation } from '../../../lib/translation';
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
  return (
    // A native disclosure, open at first: on a phone the reader can fold it off the map.
    <details
      open
      className="absolute bottom-6 left-2 z-[700] max-h-[70%] max-w-[60%] overflow-y-auto rounded-md bg-surface/95 px-3 py-2 text-xs shadow-raised"
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
