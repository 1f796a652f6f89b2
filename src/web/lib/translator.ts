import type { LanguageCode } from '@shared/enums';

/**
 * The catalogue's `t`, written for what this app asks of it (decision 061): a key's text
 * (`section.key`, nested objects), `{{name}}` placeholders filled from the options, a numeric
 * `count` choosing the plural form of the language (`key_one`, `key_other`, by
 * `Intl.PluralRules`, else the bare key), and `defaultValue` for a missing key, whose own name is
 * answered otherwise. It replaces i18next, whose general machinery (namespaces, nesting, formats,
 * post-processors, events) was 7.6 % of a page's server CPU and 14.7 kB brotli of every first
 * visit's scripts, and none of which the catalogue uses. The rules match i18next's for these
 * cases (tests/unit/translator.test.ts runs both).
 */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}
export type TFunction = (key: string, options?: TOptions) => string;

export type Messages = Record<string, unknown>;

export interface Translator {
  readonly language: LanguageCode;
  readonly t: TFunction;
  /** Adds sections (a namespace's top-level objects; each section lives in one namespace). */
  add(messages: Messages): void;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * A value of the options for a placeholder: absent, the placeholder stays as written (as i18next
 * does, so a forgotten value shows); given but empty (`undefined`, `null`), nothing.
 */
function fill(text: string, options: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in options)) return whole;
    const value = options[name];
    return value == null ? '' : String(value);
  });
}

export function createTranslator(language: LanguageCode, messages: Messages = {}): Translator {
  const sections: Messages = { ...messages };
  // Each key's text once found (or its absence): a page asks for the same keys many times.
  const found = new Map<string, string | undefined>();

  const lookup = (key: string): string | undefined => {
    if (found.has(key)) return found.get(key);
    let node: unknown = sections;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Messages)[part] : undefined;
      if (node === undefined) break;
    }
    const text = typeof node === 'string' ? node : undefined;
    found.set(key, text);
    return text;
  };

  const t: TFunction = (key, options) => {
    let text: string | undefined;
    if (typeof options?.count === 'number') text = lookup(`${key}_${pluralOf(language, options.count)}`);
    text ??= lookup(key) ?? options?.defaultValue;
    if (text === undefined) return key;
    return options ? fill(text, options) : text;
  };

  return {
    language,
    t,
    add(more) {
      Object.assign(sections, more);
      found.clear();
    },
  };
}
