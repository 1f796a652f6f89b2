import { ETHIOPIC_LANGUAGES, type LanguageCode } from '@shared/enums';
import type { SubcityStats } from '@shared/schemas/stats';
import { useMemo } from 'react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import {
  classOf,
  labelSides,
  layerOf,
  PRICE_LAYERS,
  type PriceClass,
  type PriceLayer,
  type SubcityArea,
  toneOf,
} from '../subcity-prices';

/** The sub-city's name in the reader's script. */
function subcityName(s: SubcityStats, lang: string): string {
  return ETHIOPIC_LANGUAGES.includes(lang as LanguageCode) && s.amharic_name ? s.amharic_name : s.name;
}

/**
 * The sub-city layer of the map (decision 057) in the reader's language: the circles to draw, the
 * legend's classes and each sub-city's median in words (the side list shows it too).
 */
export function useSubcityPrices(subcities: SubcityStats[] | null, layer: PriceLayer) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    if (!subcities || layer === 'off') return { areas: null, classes: [], medianText: null };
    const { placed, classes } = layerOf(subcities, layer);
    const medianText = (s: SubcityStats) => {
      const median = s.median_price_per_m2[layer];
      return median === null
        ? t('prices.subcities.tooFew')
        : t('prices.subcities.perM2', { amount: formatNumber(median) });
    };
    const title = t(`prices.subcities.title.${layer}`);
    const sides = labelSides(placed.map((s) => ({ lat: s.latitude!, lng: s.longitude! })));
    const areas = placed.map((s, i): SubcityArea => {
      const median = s.median_price_per_m2[layer];
      const name = subcityName(s, lang);
      const value = medianText(s);
      return {
        id: s.id,
        lat: s.latitude!,
        lng: s.longitude!,
        name,
        value,
        tone: median === null ? null : toneOf(classOf(median, classes), classes.length),
        side: sides[i]!,
        context: t('prices.subcities.context', { title }),
      };
    });
    return { areas, classes, medianText };
  }, [subcities, layer, t, lang]);
}

const SEGMENT =
  'cursor-pointer px-3 py-2 text-sm has-[:checked]:bg-primary has-[:checked]:font-semibold has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';

/** Sale, rent or hidden: which medians colour the sub-cities (radio buttons, kept in the address). */
export function SubcityPriceSwitch({
  layer,
  onChange,
}: {
  layer: PriceLayer;
  onChange: (next: PriceLayer) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-0.5 text-xs text-muted">
      <legend className="mb-0.5">{t('prices.subcities.switch')}</legend>
      <div className="flex h-10 items-stretch overflow-hidden rounded-md border border-black/15 bg-surface text-ink">
        {PRICE_LAYERS.map((value) => (
          <label key={value} className={`${SEGMENT} flex items-center`}>
            <input
              type="radio"
              name="prices"
              value={value}
              checked={layer === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {t(`prices.subcities.show.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const TONES = ['bg-[#cbc9e2]', 'bg-[#9e9ac8]', 'bg-[#756bb1]', 'bg-[#54278f]'];

/** The legend's part for the sub-cities: each class's colour and range in birr per m². */
export function SubcityPriceLegend({ layer, classes }: { layer: PriceLayer; classes: PriceClass[] }) {
  const { t } = useTranslation();
  if (layer === 'off') return null;
  const range = (c: PriceClass) =>
    t('prices.subcities.perM2', {
      amount: c.from === c.to ? formatNumber(c.from) : `${formatNumber(c.from)}–${formatNumber(c.to)}`,
    });
  return (
    <div data-testid="subcity-legend" className="mt-1 flex flex-col gap-1">
      <p className="font-semibold">{t(`prices.subcities.title.${layer}`)}</p>
      <ul className="flex flex-col gap-1">
        {classes.map((c, i) => (
          <li key={c.from} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`h-4 w-4 shrink-0 rounded-full border border-[#311b92]/70 ${TONES[toneOf(i, classes.length)]}`}
            />
            {range(c)}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 rounded-full border-2 border-[#616161] border-dashed"
          />
          {t('prices.subcities.tooFew')}
        </li>
      </ul>
      <p className="max-w-[16rem] text-muted">{t('prices.subcities.centres')}</p>
    </div>
  );
}
