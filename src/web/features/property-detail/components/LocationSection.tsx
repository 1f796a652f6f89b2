import type { LanguageCode } from '@shared/enums';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { useTranslation } from '../../../lib/translation';
import { placeName } from '../../locations';
import { LocationMap } from '../../map';
import { listingText } from '../../properties';
import { Section } from './PropertyFacts';

/**
 * The location section (`#location`): the listing's map, loaded when the section nears the
 * screen. Its server-rendered card and its fallback give the address, kebele, sub-city with its
 * Amharic name, city and whether the pin is exact or approximate (spec §2 Property map).
 */
export function LocationSection({ property: p }: { property: PropertyDetail }) {
  const { t, i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  return (
    <Section title={t('detail.location.title')} id="location">
      <LocationMap
        key={p.id}
        latitude={p.latitude}
        longitude={p.longitude}
        address={p.address}
        kebeleName={p.kebele && placeName(p.kebele, i18n.language)}
        subcity={p.subcity}
        cityName={p.city ? placeName(p.city, i18n.language) : undefined}
        title={text.title}
      />
    </Section>
  );
}
