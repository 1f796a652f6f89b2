// Popups are drawn by Leaflet outside React, so their content is built as DOM nodes here.
// Text goes in through textContent only: listing titles are user input.

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export interface ListingPopupContent {
  href: string;
  title: string;
  /** BCP 47 tag of the title when it differs from the page's (an Amharic title on an English page). */
  titleLang?: string;
  price: string;
  photo: string | null;
  photoAlt: string;
  linkText: string;
}

/**
 * A listing's popup (spec §2): photo, price, title and a link to the detail. The link navigates
 * inside the app (`onNavigate`) instead of reloading the page.
 */
export function listingPopup(content: ListingPopupContent, onNavigate: (href: string) => void): HTMLElement {
  const root = el('div', 'sefer-popup-inner');
  if (content.photo) {
    const img = el('img', 'sefer-popup-photo');
    img.src = content.photo;
    img.alt = content.photoAlt;
    img.width = 240;
    img.height = 135;
    img.loading = 'lazy';
    img.decoding = 'async';
    root.append(img);
  }
  const body = el('div', 'sefer-popup-body');
  const title = el('span', 'sefer-popup-title', content.title);
  if (content.titleLang) title.lang = content.titleLang;
  const link = el('a', 'sefer-popup-link', content.linkText);
  link.href = content.href;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(content.href);
  });
  body.append(el('span', 'sefer-popup-price', content.price), title, link);
  root.append(body);
  return root;
}

/** The location popup of a listing's map: its address lines and how exact the pin is. */
export function locationPopup(lines: string[], badge: string): HTMLElement {
  const body = el('div', 'sefer-popup-body');
  lines.forEach((line, i) => {
    body.append(el('span', i === 0 ? 'sefer-popup-title' : '', line));
  });
  body.append(el('span', 'sefer-popup-badge', badge));
  return body;
}
