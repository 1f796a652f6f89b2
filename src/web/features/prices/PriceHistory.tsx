import type { LanguageCode } from '@shared/enums';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { formatDate, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { Section } from '../property-detail';
import { changePercent } from './price-text';

/**
 * Every change of the published price, newest first, with its date (the Ethiopian calendar in
 * Amharic and Tigrinya, `formatDate`). Up and down in words, not by colour or arrow alone.
 */
export function PriceHistory({ property: p }: { property: PropertyDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as LanguageCode;
  if (!p.price_history.length) return null;
  return (
    <Section title={t('prices.history.title')} id="price-history">
      <ol className="flex flex-col" data-testid="price-history">
        {p.price_history.map((c) => {
          const down = c.price < c.previous_price;
          const percent = changePercent(c.previous_price, c.price);
          return (
            <li
              key={`${c.changed_at}-${c.price}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-black/5 py-2"
            >
              <time dateTime={c.changed_at} className="text-muted">
                {formatDate(c.changed_at, lang)}
              </time>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{formatPrice(c.price)}</span>
                <span className={down ? 'text-[#1b5e20]' : 'text-[#8a3b00]'}>
                  {down ? '↓ ' : '↑ '}
                  {t(down ? 'prices.history.down' : 'prices.history.up', { percent })}
                </span>
                <span className="text-sm text-muted">
                  {t('prices.history.from', { amount: formatPrice(c.previous_price) })}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
