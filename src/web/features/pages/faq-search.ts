import type { FaqContent, FaqItem } from './types';

/** Lower case, accents and punctuation dropped, spaces squeezed: "Title-Deed?" → "title deed". */
function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The FAQ filtered by what the visitor typed: a question stays when every word of the query
 * appears in its question or answer (in any order). An empty query keeps everything.
 */
export function filterFaq(content: FaqContent, query: string): FaqContent['categories'] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  if (!words.length) return content.categories;
  const matches = (item: FaqItem) => {
    const text = normalizeText(`${item.q} ${item.a}`);
    return words.every((w) => text.includes(w));
  };
  return content.categories
    .map((c) => ({ ...c, items: c.items.filter(matches) }))
    .filter((c) => c.items.length > 0);
}
