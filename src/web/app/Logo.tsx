import { PRODUCT_NAME, PRODUCT_NAME_GEEZ } from '@shared/constants';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';

/** The wordmark: the product's name in Latin letters with its Ge'ez name below, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 rounded-md">
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <rect width="34" height="34" rx="8" fill="var(--color-primary)" />
        <path d="M8 17 17 9l9 8v9h-6v-6h-6v6H8z" fill="#fff" />
        <circle cx="25" cy="10" r="3" fill="var(--color-accent)" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-xl font-bold tracking-tight text-primary-dark">{PRODUCT_NAME}</span>{' '}
        <span className="text-xs text-muted" lang="am">
          {PRODUCT_NAME_GEEZ}
        </span>
      </span>
      {/* The link's name is its visible words plus where it goes ("Sefer ሰፈር — Home"): an
          aria-label that leaves out visible text fails WCAG 2.5.3 for voice users. */}
      <span className="sr-only"> — {t('nav.home')}</span>
    </Link>
  );
}
