import { mdiMenu } from '@mdi/js';
import { LAYOUT } from '@shared/constants';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';
import { DataSaverSwitch } from './DataSaverSwitch';
import { HeaderAccount } from './HeaderAccount';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { MAIN_LINKS } from './nav-links';

/** The header of spec §2: logo, tabs (desktop), language switcher, Login or the avatar menu; a drawer on mobile. */
export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 bg-surface shadow-card" style={{ height: LAYOUT.headerHeight }}>
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        {/* Tabs from 1024 px: below that, six tabs in Oromo or Amharic plus the account corner do not
            fit, so they live in the drawer. A long label wraps inside its tab instead of widening the page. */}
        <nav aria-label={t('app.mainNavigation')} className="hidden h-full min-w-0 lg:flex">
          <ul className="flex h-full items-stretch">
            {MAIN_LINKS.map((link) => (
              <li key={link.to} className="flex">
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `flex max-w-32 items-center border-b-3 px-2.5 text-center text-sm leading-tight font-medium transition-colors xl:px-3 ${
                      isActive
                        ? 'border-primary text-primary'
                        : 'border-transparent text-ink hover:text-primary'
                    }`
                  }
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">
            <LanguageSwitcher className="w-36" />
            <DataSaverSwitch compact />
          </div>
          <HeaderAccount />
          <button
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-primary-light lg:hidden"
            aria-label={t('app.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon path={mdiMenu} />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
