import { mdiAccountTieOutline, mdiCheckDecagramOutline, mdiMapMarkerRadiusOutline } from '@mdi/js';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

const POINTS = [
  { key: 'local', icon: mdiMapMarkerRadiusOutline, tone: 'bg-primary-light text-primary' },
  { key: 'verified', icon: mdiCheckDecagramOutline, tone: 'bg-secondary-light text-secondary' },
  { key: 'agents', icon: mdiAccountTieOutline, tone: 'bg-accent-light text-accent' },
] as const;

/** 'Why choose' with its three points (spec §2): local expertise, verified listings, trusted agents. */
export function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-2xl font-bold">
        {t('home.why.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t('home.why.subtitle')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point.key} className="rounded-lg bg-surface p-5 shadow-card">
            <span className={`flex h-12 w-12 items-center justify-center rounded-full ${point.tone}`}>
              <Icon path={point.icon} size={26} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`home.why.${point.key}Title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`home.why.${point.key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
