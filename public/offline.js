/*
 * The offline page's list of what this phone kept (decision 047): the listings opened last, newest
 * first, each by its title, and the saved list when it was kept; and the app's Ge'ez font. The
 * cache names are the service worker's (public/sw.js). Plain script: the offline page has no app
 * behind it.
 */
(() => {
  if (!('caches' in self)) return;
  var ASSETS = 'sefer-assets-v1';
  var LISTINGS = 'sefer-listings-v1';
  var SAVED = 'sefer-saved-v1';
  var LISTING_PAGE = /^\/properties\/\d+$/;
  // The app's Noto Sans Ethiopic, whose file name carries the build's hash (a page in Amharic or
  // Tigrinya, or one showing a Ge'ez title, fetched it and the worker kept it): without it a phone
  // with no Ethiopic font of its own would draw the Amharic and Tigrinya text as empty boxes.
  var ETHIOPIC = /\/assets\/noto-sans-ethiopic-ethiopic-(400|700)-normal-[^/]*\.woff2$/;

  caches
    .open(ASSETS)
    .then((cache) => cache.keys())
    .then((keys) => {
      keys.forEach((r) => {
        var found = ETHIOPIC.exec(new URL(r.url).pathname);
        if (!found || !('fonts' in document)) return;
        var face = new FontFace('Noto Sans Ethiopic', `url(${found[0]})`, { weight: found[1] });
        document.fonts.add(face);
        face.load().catch(() => undefined);
      });
    })
    .catch(() => undefined);

  function titleOf(html) {
    var raw = (/<title>([^<]*)<\/title>/.exec(html) || [])[1] || '';
    var text = document.createElement('textarea');
    text.innerHTML = raw;
    return text.value.replace(/^Sefer \| /, '');
  }

  function item(list, href, label, lang) {
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = href;
    a.textContent = label;
    if (lang) a.lang = lang;
    li.appendChild(a);
    list.appendChild(li);
  }

  Promise.all([
    caches.open(LISTINGS).then((cache) =>
      cache.keys().then((keys) => {
        var pages = keys.filter((r) => LISTING_PAGE.test(new URL(r.url).pathname)).reverse();
        return Promise.all(
          pages.map((r) =>
            cache
              .match(r)
              .then((res) => res.text())
              .then((html) => ({ href: new URL(r.url).pathname, title: titleOf(html) })),
          ),
        );
      }),
    ),
    caches.match('/saved-properties', { cacheName: SAVED }),
  ])
    .then((found) => {
      var listings = found[0];
      var saved = found[1];
      if (!listings.length && !saved) return;
      var list = document.getElementById('kept-list');
      if (saved)
        item(
          list,
          '/saved-properties',
          "Saved properties · የተቀመጡ ንብረቶች · Qabeenyota olkaa'aman · ዝተዓቀቡ ንብረታት",
        );
      listings.forEach((l) => {
        item(list, l.href, l.title || l.href);
      });
      document.getElementById('kept').hidden = false;
    })
    .catch(() => {
      // Nothing listed: the page still says what to do.
    });
})();
