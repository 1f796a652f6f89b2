import {
  mdiEmail,
  mdiFacebook,
  mdiInstagram,
  mdiLinkedin,
  mdiMapMarker,
  mdiPhone,
  mdiSend,
  mdiTwitter,
} from '@mdi/js';
import { PRODUCT_NAME_GEEZ } from '@shared/constants';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';
import { FOOTER_PROPERTY_TYPES, MAIN_LINKS } from './nav-links';

const SOCIAL = [
  { label: 'Telegram', href: 'https://t.me/sefer_et', icon: mdiSend },
  { label: 'Facebook', href: 'https://www.facebook.com/sefer.et', icon: mdiFacebook },
  { label: 'Instagram', href: 'https://www.instagram.com/sefer.et', icon: mdiInstagram },
  { label: 'X (Twitter)', href: 'https://x.com/sefer_et', icon: mdiTwitter },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/sefer-et', icon: mdiLinkedin },
];

/** The footer of spec §2: description, social icons, quick links, property types, contact, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const heading = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase';
  const link = 'text-white/80 hover:text-white hover:underline';
  return (
    <footer className="render-near-screen mt-12 bg-primary-dark text-white/90">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <p className="text-xl font-bold text-white">
            {/* The Ge'ez name beside the Latin one; am and ti already show it as the name. In the
                header's weight: a bold one would fetch a second Ge'ez font file (4.8 kB) on
                every English and Oromo first visit for these three letters. */}
            {t('app.name')}{' '}
            {t('app.name') !== PRODUCT_NAME_GEEZ && (
              <span lang="am" className="font-normal">
                {PRODUCT_NAME_GEEZ}
              </span>
            )}
          </p>
          <p className="mt-2 text-sm leading-relaxed text-white/80">{t('footer.description')}</p>
          <p className="mt-4 mb-2 text-sm font-semibold">{t('footer.followUs')}</p>
          <ul className="flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  aria-label={s.label}
                >
                  <Icon path={s.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-property-types">
          <h2 id="footer-property-types" className={heading}>
            {t('footer.propertyTypes')}
          </h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_PROPERTY_TYPES.map((type) => (
              <li key={type}>
                <Link to={`/properties?property_type=${type}`} className={link}>
                  {t(`propertyTypes.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('footer.contactUs')}
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <Icon path={mdiMapMarker} size={18} className="mt-0.5 shrink-0" />
              <span>{t('footer.address')}</span>
            </li>
            <li className="flex items-center gap-2">
              <Icon path={mdiPhone} size={18} className="shrink-0" />
              <a href={`tel:${t('footer.phone').replace(/\s/g, '')}`} className={link}>
                {t('footer.phone')}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon path={mdiEmail} size={18} className="shrink-0" />
              <a href={`mailto:${t('footer.email')}`} className={link}>
                {t('footer.email')}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-white/70 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p className="flex gap-4">
            <Link to="/terms" className={link}>
              {t('footer.terms')}
            </Link>
            <Link to="/privacy" className={link}>
              {t('footer.privacy')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
