import { mdiTranslate } from '@mdi/js';
import { LANGUAGES, type LanguageCode } from '@shared/enums';
import { useId, useRef } from 'react';
import { useMatches, useRevalidator, useRouteLoaderData } from 'react-router';
import { useEarlyInput } from '../lib/early-input';
import { pageNamespaces, prefetchTexts, rememberLanguage, resolveLanguage } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';

/**
 * Switches the interface language: remembered in local storage and a cookie, then the page's data
 * is reloaded in it while its texts are fetched, so every text, and the server's next render,
 * speak it. A native
 * select: accessible, the phone's own picker, and no JavaScript to download.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const root = useRouteLoaderData('root') as { lang: LanguageCode } | undefined;
  const revalidator = useRevalidator();
  const matches = useMatches();
  const current = root?.lang ?? 'en';
  const select = useRef<HTMLSelectElement>(null);

  const choose = (value: string) => {
    const lang = resolveLanguage(value);
    if (!lang || lang === current) return;
    rememberLanguage(lang);
    prefetchTexts(lang, pageNamespaces(matches));
    void revalidator.revalidate();
  };
  // On a slow phone the visitor may pick a language before the page's script has taken over. The
  // select is uncontrolled so that hydration keeps that choice (a controlled one would silently
  // reset it), and the choice is applied here, once.
  useEarlyInput(() => {
    const value = select.current?.value;
    if (value && value !== current) choose(value);
  });

  return (
    <div className={`relative flex items-center ${className}`}>
      <Icon path={mdiTranslate} size={20} className="pointer-events-none absolute left-2 text-muted" />
      <label htmlFor={id} className="sr-only">
        {t('app.chooseLanguage')}
      </label>
      <select
        ref={select}
        id={id}
        // A new language remounts the select with it.
        key={current}
        defaultValue={current}
        onChange={(event) => choose(event.target.value)}
        className="h-10 w-full cursor-pointer appearance-none rounded-md border border-black/10 bg-surface pr-2 pl-8 text-sm font-medium hover:border-primary"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang.code} value={lang.code} lang={lang.code}>
            {lang.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
