import { mdiMagnify } from '@mdi/js';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/** A search form for `/search?q=` (a plain GET form: it works before JavaScript arrives too). */
export function SearchBox({ q }: { q: string }) {
  const { t } = useTranslation();
  const lang = new URLSearchParams(useLocation().search).get('lang');
  return (
    <search className="block w-full max-w-2xl">
      <Form method="get" action="/search" className="flex w-full gap-2" key={q}>
        <label htmlFor="search-q" className="sr-only">
          {t('searchPage.label')}
        </label>
        <div className="relative flex-1">
          <Icon
            path={mdiMagnify}
            size={22}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            required
            maxLength={200}
            placeholder={t('searchPage.placeholder')}
            className="h-12 w-full rounded-md border border-black/20 bg-surface pr-3 pl-11 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
        </div>
        {lang && <input type="hidden" name="lang" value={lang} />}
        <button
          type="submit"
          className="h-12 shrink-0 rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
        >
          {t('searchPage.submit')}
        </button>
      </Form>
    </search>
  );
}
