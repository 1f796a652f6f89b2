import { PAGE_DESCRIPTION_CUT, PRODUCT_NAME, SOCIAL_IMAGE } from '@shared/constants';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@shared/enums';
import { cut } from './format';
import { type Namespace, pageI18n, resolveLanguage } from './i18n';

/** Root loader data every page's `meta` can read. */
interface RootData {
  lang?: string;
  /** The page's catalogue namespaces (decision 054). */
  namespaces?: Namespace[];
}

/**
 * Reads a key ("home.title") from the page's catalogue, for `meta` functions (no hooks there).
 * With `vars`, fills `{{name}}` placeholders, and a numeric `count` picks the plural form
 * (`key_one`, `key_other`) of the page's language. In the browser the instance also holds the
 * namespaces that arrived with client navigations since the first page.
 */
export function translate(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  key: string,
  vars?: Record<string, string | number>,
): string {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const lang = resolveLanguage(root?.lang) ?? DEFAULT_LANGUAGE;
  return pageI18n(lang, root?.namespaces ?? []).t(key, vars ?? {});
}

/** `<title>` and description tags: titles prefixed with the product name, descriptions cut to 160. */
export function pageMeta(title: string, description?: string) {
  const tags: Array<Record<string, string>> = [{ title: `${PRODUCT_NAME} | ${title}` }];
  if (description) tags.push({ name: 'description', content: cut(description, PAGE_DESCRIPTION_CUT - 3) });
  return tags;
}

/** The language and public address of the site, from the root loader, for `meta` functions. */
export function siteInfo(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): {
  lang: LanguageCode;
  publicUrl: string;
} {
  const root = matches.find((m) => m?.id === 'root')?.data as
    | { lang?: LanguageCode; config?: { publicUrl?: string } }
    | undefined;
  return {
    lang: root?.lang ?? DEFAULT_LANGUAGE,
    publicUrl: (root?.config?.publicUrl ?? '').replace(/\/$/, ''),
  };
}

/** The address of a page in a language: English at the plain path, others with `?lang=` (decision 004). */
export function languageUrl(publicUrl: string, pathname: string, lang: LanguageCode): string {
  return lang === DEFAULT_LANGUAGE ? `${publicUrl}${pathname}` : `${publicUrl}${pathname}?lang=${lang}`;
}

/**
 * `<link rel="canonical">` for the page in the language it is shown in, and an `hreflang`
 * alternate for each language (plus `x-default`), so search engines index each language once.
 */
export function languageLinks(publicUrl: string, pathname: string, lang: LanguageCode) {
  return [
    { tagName: 'link', rel: 'canonical', href: languageUrl(publicUrl, pathname, lang) },
    ...LANGUAGE_CODES.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: languageUrl(publicUrl, pathname, code),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${publicUrl}${pathname}` },
  ];
}

const OG_LOCALES: Record<LanguageCode, string> = { en: 'en_US', am: 'am_ET', om: 'om_ET', ti: 'ti_ET' };

export interface SocialPreview {
  title: string;
  description: string;
  url: string;
  lang: LanguageCode;
  /** `website`, or a more precise Open Graph type. */
  type?: string;
  /** Absolute URL of a 1200×630 image (spec §2). */
  image?: { url: string; alt: string; type?: string };
}

/**
 * Open Graph and Twitter card tags: the preview Telegram, Facebook and others draw from the
 * server's HTML (DESIGN §6). Descriptions are cut like the page description.
 */
export function socialMeta(preview: SocialPreview) {
  const description = cut(preview.description, PAGE_DESCRIPTION_CUT - 3);
  const tags: Array<Record<string, string>> = [
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:type', content: preview.type ?? 'website' },
    { property: 'og:title', content: preview.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: preview.url },
    { property: 'og:locale', content: OG_LOCALES[preview.lang] },
    { name: 'twitter:card', content: preview.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: description },
  ];
  if (preview.image) {
    tags.push(
      { property: 'og:image', content: preview.image.url },
      { property: 'og:image:type', content: preview.image.type ?? 'image/jpeg' },
      { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
      { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
      { property: 'og:image:alt', content: preview.image.alt },
      { name: 'twitter:image', content: preview.image.url },
      { name: 'twitter:image:alt', content: preview.image.alt },
    );
  }
  return tags;
}

/** What a page's `meta` may return: tags, `<link>`s (`tagName: 'link'`) and JSON-LD blocks. */
export type MetaTag = Record<string, unknown>;

/** The address users reach (PUBLIC_URL), from the root loader; '' when unknown. */
export function publicUrl(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  return siteInfo(matches).publicUrl;
}

/**
 * `languageLinks` for a page whose address has its own query (filters, page): the canonical is
 * the page in the language it is shown in, with an alternate per language; a `lang` in `path`
 * is ignored.
 */
export function alternateLinks(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  path: string,
): MetaTag[] {
  const { publicUrl: base, lang: current } = siteInfo(matches);
  const url = new URL(path, 'http://x');
  url.searchParams.delete('lang');
  const at = (lang?: LanguageCode) => {
    const params = new URLSearchParams(url.searchParams);
    if (lang && lang !== DEFAULT_LANGUAGE) params.set('lang', lang);
    const query = params.toString();
    return `${base}${url.pathname}${query ? `?${query}` : ''}`;
  };
  return [
    { tagName: 'link', rel: 'canonical', href: at(current) },
    ...LANGUAGE_CODES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: at(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: at() },
  ];
}

/** `breadcrumbJsonLd` from `[name, path]` pairs, home first, made absolute. */
export function breadcrumbsJsonLd(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  crumbs: ReadonlyArray<{ name: string; path: string }>,
): MetaTag {
  const base = publicUrl(matches);
  return breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: `${base}${c.path}` })));
}

/** schema.org BreadcrumbList for a trail of named, absolute URLs (the last one is the page). */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; url: string }>) {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        item: item.url,
      })),
    },
  };
}
