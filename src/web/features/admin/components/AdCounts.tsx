import { useTranslation } from '../../../lib/translation';
import { percent } from './Controls';

const number = new Intl.NumberFormat('en-US');

/** The column heads of an ad's counts: impressions, clicks, click-through rate. */
export function AdCountHeads() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col" className="text-right">
        {t('admin.ads.impressions')}
      </th>
      <th scope="col" className="text-right">
        {t('admin.ads.clicks')}
      </th>
      <th scope="col" className="text-right">
        {t('admin.ads.ctr')}
      </th>
    </>
  );
}

/** The counts of an ad, or of one of its days, under `AdCountHeads`. */
export function AdCountCells({ counts }: { counts: { impressions: number; clicks: number; ctr: number } }) {
  return (
    <>
      <td className="text-right tabular-nums">{number.format(counts.impressions)}</td>
      <td className="text-right tabular-nums">{number.format(counts.clicks)}</td>
      <td className="text-right tabular-nums">{percent(counts.ctr)}</td>
    </>
  );
}
