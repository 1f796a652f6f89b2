import type { LanguageCode } from '@shared/enums';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { formatNumber, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { priceSentence } from './price-text';

/** The listing's price against its sub-city's benchmark, under the price; nothing without one. */
export function PriceContext({ property: p }: { property: PropertyDetail }) {
  const { t, i18n } = useTranslation();
  const sentence = priceSentence(p, t, i18n.language as LanguageCode);
  const c = p.price_context;
  if (!sentence || !c) return null;
  const median =
    c.basis === 'price' ? formatPrice(c.median) : t('terms.perM2', { amount: formatNumber(c.median) });
  return (
    <p className="-mt-1 flex flex-col text-sm" data-testid="price-context">
      <span className="font-semibold text-ink">{sentence}</span>
      <span className="text-muted">{t('prices.median', { amount: median, count: c.listings })}</span>
    </p>
  );
}
