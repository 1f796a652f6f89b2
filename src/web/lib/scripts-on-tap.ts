import { contactEventsPath } from '@shared/leads';
import type { EntryContext } from 'react-router';
import { sessionHint } from '../features/auth/session';
import { dataSaverFromRequest } from './data-saver';
import { SERVICE_WORKER_URL } from './service-worker';

/**
 * Data saver's pages whose scripts wait for a tap (decision 046). A data-saving visitor who reads
 * (the home page, lists, listings) follows links: each page comes whole from the server, ~16 kB,
 * where the scripts would be ~195 kB. So on these pages the held-back scripts (decision 019) stay
 * held until the visitor taps something that needs them, and the starter does meanwhile what the
 * scripts would have done for a reader: it counts Call and Telegram taps for the agent and
 * registers the service worker.
 *
 * Pages that need their scripts to show what they are for (forms that post, the signed-in
 * screens, the staff console) are not listed, and a visitor with a session gets scripts at once.
 */
export const READING_PAGES = new Set([
  'routes/home',
  'routes/properties',
  'routes/property-detail',
  'routes/property-location',
  'routes/search',
  'routes/map',
  'routes/company',
  'routes/about',
  'routes/faq',
  'routes/terms',
  'routes/privacy',
  'routes/not-found',
]);

/** Whether this page's scripts wait for a tap: data saver on, no session, a reading page. */
export function scriptsWaitForTap(request: Request, context: EntryContext): boolean {
  const page = context.staticHandlerContext.matches.at(-1)?.route.id;
  return (
    page !== undefined &&
    READING_PAGES.has(page) &&
    dataSaverFromRequest(request) &&
    !sessionHint(request.headers.get('cookie'))
  );
}

/**
 * The starter of a page whose scripts wait for a tap, in plain ES5 (it runs before any module):
 * `go` is the function that brings the held scripts to life.
 * - A tap on a link is the browser's: it navigates. A contact link (`data-contact`, see
 *   `contactTap`) is counted with a beacon, as the app's own click handler does.
 * - So is what a GET form with an action does by itself (the search and filter forms): typing,
 *   ticking, choosing and sending them; and a `<details>` opening and closing.
 * - A tap on anything else that acts (a button, a switch, a tab, a box outside such a form) or a
 *   form that posts is held: the scripts start (`<html data-scripts="starting">` shows a bar), and
 *   once React has taken the page over (`data-hydrated`), the same element is clicked again (the
 *   form submitted again), a frame and a task later, so that what hydration applied (early input)
 *   has rendered first. Hydration keeps the DOM nodes the server wrote, so they are the ones React
 *   now handles.
 * - A button disabled only until the scripts run (`untilHydrated`) is enabled, so that its tap
 *   can start them.
 * - A choice in a field outside such a form (the sort, the language) starts the scripts, and the
 *   screen applies it at hydration as it does any early input (`lib/early-input.ts`).
 */
export function tapStarter(go: string, registerWorker: boolean): string {
  const worker = registerWorker
    ? `if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(){})});`
    : '';
  const [before, after] = contactEventsPath('@@').split('@@');
  return `(function(){var d=document,h=d.documentElement,held=[],started=0;
function live(){return h.getAttribute('data-hydrated')==='true'}
function getForm(e){var f=e.form||e.closest('form');return f&&f.getAttribute('method')==='get'&&f.hasAttribute('action')?f:null}
function replay(){held.forEach(function(t){if(!t.isConnected)return;if(t.tagName==='FORM')t.requestSubmit();else t.click()})}
function start(){if(started)return;started=1;h.setAttribute('data-scripts','starting');
new MutationObserver(function(r,o){if(!live())return;o.disconnect();h.removeAttribute('data-scripts');requestAnimationFrame(function(){setTimeout(replay,0)})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});
(${go})()}
h.setAttribute('data-scripts','on-tap');
d.querySelectorAll('[data-until-scripts]').forEach(function(b){b.disabled=false});
d.addEventListener('click',function(e){if(live()||!e.target.closest)return;
var a=e.target.closest('a[href]');if(a){var k=a.getAttribute('data-contact');
if(k&&navigator.sendBeacon)navigator.sendBeacon(${JSON.stringify(before)}+a.getAttribute('data-listing')+${JSON.stringify(after)},JSON.stringify({kind:k}));return}
var t=e.target.closest('button,input[type=checkbox],input[type=radio],input[type=submit],input[type=image],input[type=button],input[type=reset],[role=button],[role=switch],[role=tab],[role=checkbox],[role=radio],[role=menuitem],[role=option]');
if(!t||getForm(t)&&/^(submit|image|checkbox|radio)$/.test(t.type))return;
e.preventDefault();e.stopPropagation();held.push(t);start()},true);
d.addEventListener('submit',function(e){if(live()||getForm(e.target))return;e.preventDefault();e.stopPropagation();held.push(e.target);start()},true);
d.addEventListener('change',function(e){if(!live()&&!getForm(e.target))start()},true);
${worker}})()`;
}
