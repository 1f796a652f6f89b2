import { ADS, MAP } from '@shared/constants';
import { AdSlot } from '../features/ads';
import { listBackgrounds } from '../features/home/api/list-backgrounds';
import { CallToAction } from '../features/home/components/CallToAction';
import { FEATURED_QUERY, FeaturedProperties } from '../features/home/components/FeaturedProperties';
import { Hero } from '../features/home/components/Hero';
import { WhyChoose } from '../features/home/components/WhyChoose';
import { listCities } from '../features/locations/api/list-cities';
import { listSubcities } from '../features/locations/api/list-subcities';
import { listCards } from '../features/properties/api/list-properties';
import { cardListings } from '../features/properties/card-data';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import type { Route } from './+types/home';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('cards', 'freshness', 'home', 'prices', 'terms');

/**
 * Everything above the fold comes with the first HTML: the hero background, the cities with Addis
 * Ababa's sub-cities for the search form, and the featured listings. Ads load in the browser
 * afterwards and never hold the page back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context;
  const [featured, backgrounds, cities] = await Promise.all([
    listCards(api, FEATURED_QUERY).catch(() => null),
    // Spec §8: a failed background load is only logged; the built-in picture takes its place.
    listBackgrounds(api, 'home').catch((error: unknown) => {
      console.warn('Failed to load the home background', error);
      return [];
    }),
    listCities(api).catch(() => null),
  ]);
  const addis = cities?.results.find((c) => c.name === MAP.defaultCity) ?? null;
  const subcities = addis ? await listSubcities(api, addis.id).catch(() => null) : null;
  return {
    featured: featured ? cardListings(featured.results, languageFromRequest(request)) : null,
    background: backgrounds[0] ?? null,
    cities: cities?.results ?? [],
    defaultCityId: addis?.id ?? null,
    subcities: subcities?.results ?? [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const title = translate(matches, 'home.title');
  const description = translate(matches, 'home.description');
  return [
    ...pageMeta(title, description),
    { name: 'keywords', content: translate(matches, 'home.keywords') },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        background={loaderData.background}
        cities={loaderData.cities}
        defaultCityId={loaderData.defaultCityId}
        defaultSubcities={loaderData.subcities}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <AdSlot
          placement="home"
          type="banner"
          max={ADS.homeBanner}
          maxMobile={ADS.homeMobile}
          layout="horizontal"
        />
      </div>
      <FeaturedProperties properties={loaderData.featured} />
      <div className="mx-auto max-w-7xl px-4">
        <AdSlot
          placement="home"
          type="sponsored"
          max={ADS.homeSponsoredDesktop}
          maxMobile={ADS.homeSponsoredMobile}
          layout="grid"
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_300px]">
        <WhyChoose />
        {/* Compact cards: two of them stand as high as the three points beside them. */}
        <AdSlot
          placement="home"
          type="sidebar"
          max={ADS.sidebarHome}
          layout="vertical"
          from="lg"
          look="compact"
        />
      </div>
      <CallToAction />
    </>
  );
}
