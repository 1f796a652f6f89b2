import type { PropertyListItem } from '@shared/schemas/properties';
import { escapeHtml } from '../../lib/mailer';
import { wordsFor } from './words';

/** One listing as an alert shows it: title, price, place, photo and link. */
export interface AlertItem {
  card: PropertyListItem;
  /** The listing's page, through the counting redirect. */
  link: string;
  /** An absolute photo URL, when it has one. */
  photo: string | null;
  priceDrop: boolean;
}

const ETHIOPIC = new Set(['am', 'ti']);

function line(item: AlertItem, language: string) {
  const w = wordsFor(language);
  const c = item.card;
  const title = (ETHIOPIC.has(language) && c.title_am) || c.title;
  const place = [c.subcity, c.city]
    .filter((p): p is NonNullable<typeof p> => Boolean(p))
    .map((p) => (ETHIOPIC.has(language) && p.amharic_name) || p.name)
    .join(', ');
  const price = `${c.price.toLocaleString('en-US')} ${w.currency}${c.listing_type === 'rent' ? ` ${w.rent}` : ''}`;
  return { title, place, price, drop: item.priceDrop ? w.priceDrop : null };
}

/** The subject: the search's name, or for a saved listing's price drop its title. */
function headline(items: AlertItem[], total: number, searchName: string, language: string) {
  const w = wordsFor(language);
  if (total > 1) return w.digestSubject(searchName, total);
  if (searchName) return w.subject(searchName);
  return `${w.priceDrop}: ${line(items[0]!, language).title}`;
}

/** The e-mail of one or several listings (a digest shows ten, then "and N more"). */
export function alertEmail(
  items: AlertItem[],
  total: number,
  searchName: string,
  language: string,
  /** Absent for a saved listing's price drop (unsaving it stops them). */
  unsubscribeUrl: string | null,
) {
  const w = wordsFor(language);
  const subject = headline(items, total, searchName, language);
  const lines = items.map((item) => ({ item, ...line(item, language) }));
  const more = total > items.length ? w.more(total - items.length) : null;
  const text = [
    subject,
    ...lines.map((l) =>
      [l.drop, l.title, l.price, l.place, `${w.open}: ${l.item.link}`].filter(Boolean).join('\n'),
    ),
    ...(more ? [more] : []),
    unsubscribeUrl ? `${w.why(searchName)}\n${w.unsubscribe}: ${unsubscribeUrl}` : w.whySaved,
  ].join('\n\n');
  const html = [
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...lines.map(
      (l) =>
        `<div style="margin:0 0 20px">${l.item.photo ? `<img src="${escapeHtml(l.item.photo)}" alt="" width="320" style="max-width:100%;border-radius:8px"><br>` : ''}` +
        `${l.drop ? `<strong style="color:#c62828">${escapeHtml(l.drop)}</strong><br>` : ''}` +
        `<strong>${escapeHtml(l.title)}</strong><br>${escapeHtml(l.price)}<br>${escapeHtml(l.place)}<br>` +
        `<a href="${escapeHtml(l.item.link)}">${escapeHtml(w.open)}</a></div>`,
    ),
    ...(more ? [`<p>${escapeHtml(more)}</p>`] : []),
    unsubscribeUrl
      ? `<p style="color:#666;font-size:13px">${escapeHtml(w.why(searchName))} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(w.unsubscribe)}</a></p>`
      : `<p style="color:#666;font-size:13px">${escapeHtml(w.whySaved)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** A Telegram message (HTML parse mode) of one or several listings. */
export function alertTelegram(items: AlertItem[], total: number, searchName: string, language: string) {
  const w = wordsFor(language);
  const head = headline(items, total, searchName, language);
  const body = items.map((item) => {
    const l = line(item, language);
    return [
      l.drop && `<b>${escapeHtml(l.drop)}</b>`,
      `<b>${escapeHtml(l.title)}</b>`,
      escapeHtml(l.price),
      escapeHtml(l.place),
      `<a href="${escapeHtml(item.link)}">${escapeHtml(w.open)}</a>`,
    ]
      .filter(Boolean)
      .join('\n');
  });
  const more = total > items.length ? [escapeHtml(w.more(total - items.length))] : [];
  return [`<b>${escapeHtml(head)}</b>`, ...body, ...more].join('\n\n');
}
