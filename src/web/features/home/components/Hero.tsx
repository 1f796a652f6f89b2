import { LAYOUT } from '@shared/constants';
import type { Background } from '@shared/schemas/ads';
import type { City, Subcity } from '@shared/schemas/locations';
import { useTranslation } from '../../../lib/translation';
import { HeroImage } from './HeroImage';
import { HeroSearch } from './HeroSearch';

/**
 * The home hero (spec §2): 600 px high, the background from the backgrounds call (or the
 * built-in picture) with its credit, the title and the search form. On phones the form may need
 * more height than 600 px; the hero grows rather than hiding fields.
 *
 * Its content sits at the top, not centred: the browser may paint the page before it has read all
 * of the form (a slow phone, a busy machine), and a centred block that then grew by a row of
 * fields moved the title up by half a row, a layout shift every reader saw (CLS 0.02–0.13 on `/`).
 * The larger top padding on wider screens puts it about where centring did for English texts.
 */
export function Hero({
  background,
  cities,
  defaultCityId,
  defaultSubcities,
}: {
  background: Background | null;
  cities: City[];
  defaultCityId: number | null;
  defaultSubcities: Subcity[];
}) {
  const { t } = useTranslation();
  const credit = background ? background.credit : t('home.fallbackCredit');
  return (
    <section
      className="relative isolate flex items-start overflow-hidden bg-primary-dark text-white"
      style={{ minHeight: LAYOUT.heroHeight }}
      aria-labelledby="hero-title"
    >
      <HeroImage background={background} />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/35 to-black/65" />
      <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-14 md:pt-24 md:pb-16">
        <h1 id="hero-title" className="max-w-3xl text-3xl leading-tight font-bold md:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90 md:mt-4 md:text-xl">{t('home.heroSubtitle')}</p>
        <div className="mt-6 md:mt-10">
          <HeroSearch cities={cities} defaultCityId={defaultCityId} defaultSubcities={defaultSubcities} />
        </div>
      </div>
      {credit && (
        <p className="absolute right-3 bottom-2 max-w-[90%] truncate text-xs text-white/75">{credit}</p>
      )}
    </section>
  );
}
