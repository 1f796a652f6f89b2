import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/enums';
import type { PageContents, PageName } from './types';

/**
 * The long texts of the static pages, one file per page and language. They are read by the
 * pages' server loaders, so a page carries only its own text in its own language: keeping them in
 * the interface catalogue would add them to every page of the site (tests/unit/page-content.test.ts
 * checks them as the catalogue test checks the catalogue).
 */
const files = import.meta.glob<PageContents[PageName]>('./content/*/*.json', { import: 'default' });

export async function loadPageContent<P extends PageName>(
  lang: LanguageCode,
  page: P,
): Promise<PageContents[P]> {
  const load = files[`./content/${lang}/${page}.json`] ?? files[`./content/${DEFAULT_LANGUAGE}/${page}.json`];
  if (!load) throw new Error(`no content for the ${page} page`);
  return (await load()) as PageContents[P];
}
