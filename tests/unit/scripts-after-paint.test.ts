import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ScriptsAfterPaint } from '../../src/web/lib/scripts-after-paint';

/** The head and body as React Router's <Scripts> renders them (shape of React 19's output). */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/common-D.json" data-texts="common"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n0nce"/></head>' +
  '<body><main><h1>Find your home</h1><a href="/properties">Properties</a></main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\n' +
  'import("/assets/entry.client-A.js");</script></body></html>';

async function rewrite(
  chunks: string[],
  nonce = 'n0nce',
  options?: ConstructorParameters<typeof ScriptsAfterPaint>[1],
): Promise<string> {
  let out = '';
  for await (const part of Readable.from(chunks).pipe(new ScriptsAfterPaint(nonce, options))) out += part;
  return out;
}

describe('scripts after the first paint (the HTML stream of every page)', () => {
  it('leaves no preload and no module script that would run before the page is painted', async () => {
    const html = await rewrite([PAGE]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    // The same scripts are still named, inert, for the start script to bring to life.
    expect(html).toContain('<link data-after-paint="" href="/assets/entry.client-A.js" nonce="n0nce"/>');
    expect(html).toContain('<script nonce="n0nce" type="text/x-after-paint">import * as route0');
    // Everything a reader sees and follows is untouched.
    expect(html).toContain('<main><h1>Find your home</h1><a href="/properties">Properties</a></main>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it('adds one start script, carrying the page nonce, that waits for a painted frame', async () => {
    const html = await rewrite([PAGE]);
    const starts = [...html.matchAll(/<script nonce="n0nce">(\(function\(\)[\s\S]*?)<\/script><\/body>/g)];
    expect(starts).toHaveLength(1);
    const start = starts[0]?.[1] ?? '';
    expect(start).toContain('requestAnimationFrame');
    expect(start).toContain("p.rel='modulepreload'");
    expect(start).toContain("s.type='module'");
    expect(start).toContain('s.nonce=o.nonce');
  });

  it('gives the same page however the stream is cut, even inside a tag', async () => {
    const whole = await rewrite([PAGE]);
    for (let at = 1; at < PAGE.length; at += 7) {
      expect(await rewrite([PAGE.slice(0, at), PAGE.slice(at)])).toBe(whole);
    }
    // One character at a time.
    expect(await rewrite([...PAGE])).toBe(whole);
  });

  it('hands over the whole page as passed on, once at its end, when asked (the page cache, decision 063)', async () => {
    const wholes: string[] = [];
    const sent = await rewrite([PAGE.slice(0, 200), PAGE.slice(200)], 'n0nce', {
      onWhole: (html) => wholes.push(html),
    });
    expect(wholes).toEqual([sent]);
  });

  it('escapes the nonce it writes', async () => {
    const html = await rewrite(['<body></body>'], 'a"b<c');
    expect(html).toContain('<script nonce="a&#34;b&#60;c">');
  });

  it('passes on what React flushed at once, as one piece, before the page ends (the shell streams)', async () => {
    const stream = new ScriptsAfterPaint('n0nce');
    const out: string[] = [];
    stream.on('data', (part: Buffer) => out.push(part.toString()));
    const cut = PAGE.indexOf('<main>');
    // React's 4 kB pieces of the shell, then its flush once the shell is written.
    stream.write(PAGE.slice(0, 40));
    stream.write(PAGE.slice(40, cut + 10));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([]);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('<link data-after-paint="" href="/assets/entry.client-A.js"');
    // The rest (a resolved boundary, the scripts) arrives with the end.
    stream.end(PAGE.slice(cut + 10));
    await new Promise((resolve) => stream.once('end', resolve));
    expect(out.join('')).toBe(await rewrite([PAGE]));
  });
});

describe('scripts that wait for a tap (a data-saving reading page, decision 046)', () => {
  it('holds the page texts with the scripts, and names both for the starter', async () => {
    const html = await rewrite([PAGE], 'n0nce', { waitForTap: true });
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(html).toContain('<link data-texts-held="" href="/assets/common-D.json" data-texts="common"/>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("p.rel='preload';p.as='fetch'");
    // The usual page keeps its texts' preloads: its scripts start after paint and read them.
    expect(await rewrite([PAGE])).toContain('<link rel="preload" as="fetch" crossorigin="anonymous"');
  });

  it('starts nothing by itself: it waits for a tap, counts contact taps and may register the worker', async () => {
    const start = (await rewrite([PAGE], 'n0nce', { waitForTap: true, registerWorker: true })).split(
      '<script nonce="n0nce">(function(){',
    )[1]!;
    expect(start).not.toContain('requestAnimationFrame(function(){setTimeout(go');
    expect(start).toContain("h.setAttribute('data-scripts','on-tap')");
    expect(start).toContain(
      '"/api/properties/properties/"+a.getAttribute(\'data-listing\')+"/contact-events/"',
    );
    expect(start).toContain('navigator.serviceWorker.register("/sw.js")');
    const withoutWorker = await rewrite([PAGE], 'n0nce', { waitForTap: true });
    expect(withoutWorker).not.toContain('serviceWorker');
  });
});
