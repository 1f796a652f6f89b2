/*
 * The offline page's list of what this phone kept (decision 047): the listings opened last, newest
 * first, each by its title, and the saved list when it was kept. The cache names are the service
 * worker's (public/sw.js). Plain script: the offline page has no app behind it.
 */
(() => {
  if (!('caches' in self)) return;
  var LISTINGS = 'sefer-listings-v1';
  var SAVED = 'sefer-saved-v1';
  var LISTING_PAGE = /^\/properties\/\d+$/;

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
