import { recentlyReduced } from '@shared/price-context';
import { useTranslation } from '../../lib/translation';

/**
 * "Price reduced": a fall of 5 % or more in the last 14 days (shared/price-context.ts). Words, not
 * a colour alone; dark text on a light ground (contrast above 7:1).
 */
export function PriceReducedBadge({ at, className = '' }: { at: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!recentlyReduced(at)) return null;
  return (
    <span
      className={`rounded bg-[#fff3e0] px-2 py-1 text-xs font-semibold text-[#8a3b00] ${className}`}
      data-testid="price-reduced"
    >
      {t('prices.reduced')}
    </span>
  );
}
