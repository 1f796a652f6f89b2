import type { CardListing } from '@shared/schemas/properties';
import { useTranslation } from '../../../lib/translation';
import { PropertyCard } from '../../properties';

/** 'Similar Properties': up to four cards chosen by the API (DESIGN §4); nothing when there are none. */
export function SimilarProperties({ properties }: { properties: CardListing[] }) {
  const { t } = useTranslation();
  if (!properties.length) return null;
  return (
    <section aria-labelledby="similar-title" className="flex flex-col gap-4">
      <h2 id="similar-title" className="text-2xl font-bold">
        {t('detail.similar')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {properties.map((p) => (
          <PropertyCard key={p.id} property={p} />
        ))}
      </div>
    </section>
  );
}
