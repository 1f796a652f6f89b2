import { Transform, type TransformCallback } from 'node:stream';
import { tapStarter } from './scripts-on-tap';

/**
 * Holds the page's scripts back until the browser has painted the server's HTML (decision 019).
 *
 * React Router's <Scripts> preloads every module of the page from the head and starts them from an
 * inline module script. On a slow line those ~170 kB of scripts share the first seconds with the
 * styles and the first photo, and the browser may run them before its first paint. The HTML is
 * the page (links work and forms post without scripts), so this stream rewrites, as it passes:
 * - each `<link rel="modulepreload">` into an inert `<link data-after-paint>` (same href);
 * - the inline `<script type="module">` into an inert `type="text/x-after-paint"` script;
 * and adds a small script (with the page's nonce) that, once a frame has been painted, turns them
 * back into real preloads and a real module script. A tab opened in the background paints nothing:
 * there they start at once.
 */
export class ScriptsAfterPaint extends Transform {
  /** What React wrote since its last flush, not yet rewritten and passed on. */
  private pending = '';

  private readonly starter: string;
  private readonly waitForTap: boolean;
  /** What was passed on, kept when `onWhole` wants the whole page at the end. */
  private readonly sent: string[] | undefined;
  private readonly onWhole: ((html: string) => void) | undefined;

  /**
   * `waitForTap`: the scripts start at the visitor's first tap on something that needs them, not
   * after paint (data saver's reading pages, `scripts-on-tap.ts`); `registerWorker` then has the
   * starter register the service worker the app would have. `onWhole` receives the whole HTML as
   * passed on, once it has all passed (the server's page cache keeps it, decision 063).
   */
  constructor(
    private readonly nonce: string,
    {
      waitForTap = false,
      registerWorker = false,
      onWhole,
    }: { waitForTap?: boolean; registerWorker?: boolean; onWhole?: (html: string) => void } = {},
  ) {
    super();
    this.waitForTap = waitForTap;
    this.starter = waitForTap ? tapStarter(GO, registerWorker) : AFTER_PAINT;
    this.onWhole = onWhole;
    this.sent = onWhole ? [] : undefined;
  }

  // React writes its HTML in pieces of at most 4 kB, tens per page, and calls `flush()` once it
  // has written all it has for now (the shell, then each resolved boundary). Passing each piece on
  // would cost every hop after this one (the compressor, the socket) a call per piece; passing
  // what a flush gathered costs them one call per part of the page the visitor can already see.
  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending += chunk.toString();
    done();
  }

  /** Called by React after each batch of writes: passes on what can be rewritten safely. */
  flush() {
    const cut = safeEnd(this.pending);
    if (cut === 0) return;
    this.push(this.pass(this.pending.slice(0, cut)));
    this.pending = this.pending.slice(cut);
  }

  override _flush(done: TransformCallback) {
    const last = this.pass(this.pending);
    if (this.sent) this.onWhole?.(this.sent.join(''));
    done(null, last);
  }

  private pass(html: string): string {
    const rewritten = this.rewrite(html);
    this.sent?.push(rewritten);
    return rewritten;
  }

  private rewrite(html: string): string {
    // Waiting for a tap, the page's texts wait too: only the scripts read them.
    const held = this.waitForTap ? html.replaceAll(TEXTS_PRELOAD, '<link data-texts-held=""') : html;
    return held
      .replaceAll('<link rel="modulepreload"', '<link data-after-paint=""')
      .replace(MODULE_SCRIPT, (_tag, nonce: string) => `<script nonce="${nonce}" type="${INERT}">`)
      .replace('</body>', `<script nonce="${escapeAttribute(this.nonce)}">${this.starter}</script></body>`);
  }
}

const INERT = 'text/x-after-paint';
/** The page's texts (decision 060), as the root layout links them. */
const TEXTS_PRELOAD = '<link rel="preload" as="fetch" crossorigin="anonymous"';
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/g;
/** The longest tag the rewrite must see whole. */
const LONGEST_TAG = 200;

/**
 * Starts the held-back scripts (plain ES5 in the page: it runs before any module). The preloads go
 * into the head in one fragment: one by one, each insertion cost the browser a style pass.
 */
const GO = `function(){
var f=document.createDocumentFragment();
document.querySelectorAll('link[data-texts-held]').forEach(function(l){var p=document.createElement('link');p.rel='preload';p.as='fetch';p.crossOrigin='anonymous';p.href=l.getAttribute('href');f.appendChild(p)});
document.querySelectorAll('link[data-after-paint]').forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.getAttribute('href');f.appendChild(p)});
document.head.appendChild(f);
document.querySelectorAll('script[type="${INERT}"]').forEach(function(o){var s=document.createElement('script');s.type='module';s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)})}`;

/** The usual starter: once a frame is painted (a tab opened in the background: at once). */
const AFTER_PAINT = `(function(){var go=${GO};
if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(go,0)});else go()})()`;

/** Where `html` can be cut without splitting a tag the rewrite looks for. */
function safeEnd(html: string): number {
  const at = html.lastIndexOf('<');
  if (at === -1 || html.length - at > LONGEST_TAG || html.indexOf('>', at) !== -1) return html.length;
  return at;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
