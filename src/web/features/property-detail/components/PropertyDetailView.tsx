import { ADS } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { CardListing } from '@shared/schemas/properties';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { AdSlot } from '../../ads';
import { PriceHistory } from '../../prices';
import { listingText } from '../../properties';
import { ReportListing } from '../../reports';
import { detailCrumbs } from '../trail';
import { ContactCard } from './ContactCard';
import { Gallery } from './Gallery';
import { LocationSection } from './LocationSection';
import { PropertyText, Section, StatCards } from './PropertyFacts';
import { PropertySummary } from './PropertySummary';
import { PropertyTerms } from './PropertyTerms';
import { SimilarProperties } from './SimilarProperties';
import { StickyContactBar } from './StickyContactBar';

/** Only listings with videos download the player. */
const VideoPlayer = lazy(() => import('./VideoPlayer'));

/**
 * The property detail screen (spec §2), phone first: photos and key facts, then the rest; on
 * large screens title, price, actions, contact card and sidebar ads sit in a right column.
 */
export function PropertyDetailView({
  property: p,
  similar,
  shareUrl,
}: {
  property: PropertyDetail;
  similar: CardListing[];
  /** The address people share: the page's canonical URL. */
  shareUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  return (
    <div className="flex flex-col">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 pt-4 pb-10">
        <Breadcrumbs
          items={detailCrumbs(p, text.title, t, { titleLang: text.lang, lang: i18n.language })}
          label={t('detail.breadcrumb')}
        />
        {/* Phones: one column in reading order, photos and key facts first. Large screens: the
            photos span two rows beside title and price (row 1) and contact (row 2); the rest of
            the listing continues under the photos while contact and sidebar ads fill the right. */}
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
          <div className="min-w-0 lg:col-span-2 lg:row-span-2 lg:row-start-1">
            <Gallery images={p.images} title={text.title} />
          </div>
          <div className="lg:col-start-3 lg:row-start-1 lg:rounded-lg lg:bg-surface lg:p-6 lg:shadow-card">
            <PropertySummary property={p} title={text.title} titleLang={text.lang} shareUrl={shareUrl} />
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:row-start-3">
            <StatCards property={p} />
            <PropertyTerms property={p} />
            <PriceHistory property={p} />
            <AdSlot placement="property_details" type="banner" max={ADS.detail.banner} />
            {p.videos.length > 0 && (
              <Section title={t('detail.video.title')} id="videos">
                <Suspense fallback={<div className="aspect-video w-full rounded-lg bg-ink/10" />}>
                  <VideoPlayer videos={p.videos} />
                </Suspense>
              </Section>
            )}
            <PropertyText property={p} description={text.description} descriptionLang={text.lang} />
            <AdSlot placement="property_details" type="featured" max={ADS.detail.featured} />
            <LocationSection property={p} />
          </div>
          <div className="flex flex-col gap-6 lg:col-start-3 lg:row-span-2 lg:row-start-2">
            <ContactCard property={p} />
            <ReportListing propertyId={p.id} />
            <AdSlot placement="property_details" type="sidebar" max={ADS.detail.sidebar} from="lg" />
          </div>
        </div>
        <AdSlot placement="property_details" type="sponsored" max={ADS.detail.sponsored} layout="grid" />
        <SimilarProperties properties={similar} />
      </div>
      <StickyContactBar property={p} watch="listing-actions" />
    </div>
  );
}
