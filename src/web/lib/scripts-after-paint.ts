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
  private pending: Buffer[] = [];

  private readonly starter: Buffer;
  private readonly waitForTap: boolean;
  /** Whether the start script has gone out (before the first `</body>`). */
  private started = false;
  /** What was passed on, kept when `onWhole` wants the whole page at the end. */
  private readonly sent: Buffer[] | undefined;
  private readonly onWhole: ((html: string) => void) | undefined;

  /**
   * `waitForTap`: the scripts start at the visitor's first tap on something that needs them, not
   * after paint (data saver's reading pages, `scripts-on-tap.ts`); `registerWorker` then has the
   * starter register the service worker the app would have. `onWhole` receives the whole HTML as
   * passed on, once it has all passed (the server's page cache keeps it, decision 063).
   */
  constructor(
    nonce: string,
    {
      waitForTap = false,
      registerWorker = false,
      onWhole,
    }: { waitForTap?: boolean; registerWorker?: boolean; onWhole?: (html: string) => void } = {},
  ) {
    super();
    this.waitForTap = waitForTap;
    const starter = waitForTap ? tapStarter(GO, registerWorker) : AFTER_PAINT;
    this.starter = Buffer.from(`<script nonce="${escapeAttribute(nonce)}">${starter}</script>`);
    this.onWhole = onWhole;
    this.sent = onWhole ? [] : undefined;
  }

  // React writes its HTML as UTF-8 in pieces of at most 2–4 kB, tens per page, and calls `flush()`
  // once it has written all it has for now (the shell, then each resolved boundary). Passing each
  // piece on would cost every hop after this one (the compressor, the socket) a call per piece;
  // passing what a flush gathered costs them one call per part of the page the visitor can
  // already see. The rewrite works on the bytes as they are: every tag it looks for is ASCII, a
  // cut at a `<` never splits a UTF-8 character, and decoding the page into a string and encoding
  // it again for the compressor cost more than the rewrite itself (1.5 ms of a 130 kB page, 0.65 ms
  // on bytes; decision 070).
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  /** Called by React after each batch of writes: passes on what can be rewritten safely. */
  flush() {
    if (this.pending.length === 0) return;
    const html = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const cut = safeEnd(html);
    this.pending = cut === html.length ? [] : [html.subarray(cut)];
    if (cut > 0) this.push(this.pass(html.subarray(0, cut)));
  }

  override _flush(done: TransformCallback) {
    const last = this.pass(Buffer.concat(this.pending));
    this.pending = [];
    if (this.sent) this.onWhole?.(Buffer.concat(this.sent).toString());
    done(null, last);
  }

  private pass(html: Buffer): Buffer {
    const rewritten = this.rewrite(html);
    this.sent?.push(rewritten);
    return rewritten;
  }

  /** `html` with the scripts made inert and the start script added before `</body>`. */
  private rewrite(html: Buffer): Buffer {
    const edits: Edit[] = [];
    // Waiting for a tap, the page's texts wait too: only the scripts read them.
    if (this.waitForTap) findAll(html, TEXTS_PRELOAD, TEXTS_HELD, edits);
    findAll(html, MODULE_PRELOAD, PRELOAD_HELD, edits);
    findModuleScripts(html, edits);
    if (!this.started) {
      const end = html.indexOf(BODY_END);
      if (end !== -1) {
        edits.push({ at: end, length: 0, with: this.starter });
        this.started = true;
      }
    }
    return edits.length === 0 ? html : applyEdits(html, edits);
  }
}

/** Replace `length` bytes at `at` with `with`. */
interface Edit {
  at: number;
  length: number;
  with: Buffer;
}

function findAll(html: Buffer, find: Buffer, replacement: Buffer, edits: Edit[]) {
  for (let at = html.indexOf(find); at !== -1; at = html.indexOf(find, at + find.length)) {
    edits.push({ at, length: find.length, with: replacement });
  }
}

/** `<script nonce="…" type="module" async="">` → the same script, of a type no browser runs. */
function findModuleScripts(html: Buffer, edits: Edit[]) {
  for (let end = html.indexOf(MODULE_TYPE); end !== -1; end = html.indexOf(MODULE_TYPE, end + 1)) {
    const start = html.lastIndexOf(SCRIPT_NONCE, end);
    // The nonce is one attribute value: no quote inside it.
    if (start === -1 || html.subarray(start + SCRIPT_NONCE.length, end).includes(QUOTE)) continue;
    edits.push({ at: end, length: MODULE_TYPE.length, with: INERT_TYPE });
  }
}

function applyEdits(html: Buffer, edits: Edit[]): Buffer {
  edits.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(html.subarray(from, edit.at), edit.with);
    from = edit.at + edit.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

const INERT = 'text/x-after-paint';
/** The page's texts (decision 060), as the root layout links them. */
const TEXTS_PRELOAD = Buffer.from('<link rel="preload" as="fetch" crossorigin="anonymous"');
const TEXTS_HELD = Buffer.from('<link data-texts-held=""');
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const PRELOAD_HELD = Buffer.from('<link data-after-paint=""');
const SCRIPT_NONCE = Buffer.from('<script nonce="');
const MODULE_TYPE = Buffer.from('" type="module" async="">');
const INERT_TYPE = Buffer.from(`" type="${INERT}">`);
const QUOTE = 0x22;
const BODY_END = Buffer.from('</body>');
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
function safeEnd(html: Buffer): number {
  const at = html.lastIndexOf(0x3c); // <
  if (at === -1 || html.length - at > LONGEST_TAG || html.indexOf(0x3e, at) !== -1) return html.length; // >
  return at;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
