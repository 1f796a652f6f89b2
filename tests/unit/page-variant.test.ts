import { describe, expect, it } from 'vitest';
import { pageVariant } from '../../src/web/lib/page-variant';

const at = (url: string, headers: Record<string, string> = {}) =>
  pageVariant(new Request(`http://sefer.test${url}`, { headers }));

/** The server reuses a page only for requests of the same address and variant (decision 063). */
describe('the variant of a page request', () => {
  it('follows the language a page is rendered in: the link, else the cookie', () => {
    expect(at('/')).not.toBe(at('/', { cookie: 'lang=am' }));
    expect(at('/', { cookie: 'lang=am' })).toBe(at('/', { cookie: 'theme=x; lang=am' }));
    // The link wins over the cookie, as in the render.
    expect(at('/?lang=om', { cookie: 'lang=am' })).toBe(at('/?lang=om'));
    // An unknown language is English, as in the render.
    expect(at('/', { cookie: 'lang=xx' })).toBe(at('/'));
  });

  it('follows data saver, by its switch or by Save-Data, the switch winning', () => {
    const saving = at('/', { cookie: 'data_saver=1' });
    expect(saving).not.toBe(at('/'));
    expect(at('/', { 'save-data': 'on' })).toBe(saving);
    expect(at('/', { 'save-data': 'on', cookie: 'data_saver=0' })).toBe(at('/'));
  });

  it('keeps crawlers apart from people (they get the whole page at once)', () => {
    expect(at('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).not.toBe(
      at('/', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' }),
    );
  });

  it('has none for a visitor with a session: such pages are never reused', () => {
    expect(at('/', { cookie: 'sefer_session=1' })).toBeNull();
    expect(at('/', { cookie: 'lang=am; sefer_session=1' })).toBeNull();
  });
});
