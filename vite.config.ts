import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The app shell: the layout, the UI kit, the browser helpers and the shared constants, with
 * everything they import statically (React Router, i18next…). Every page loads all of it, so it
 * ships as one chunk instead of ~30 small ones: each file costs a request (six at a time on
 * HTTP/1.1) and ~600 bytes of headers, which on slow 4G weighed more than the code (decision 023).
 * Modules the shell loads on demand stay out: the account menu, and the form helpers (zod). The
 * root's share of the ads feature (the slot counts every page carries, and their keys) is in.
 */
const SHELL =
  /\/src\/(web\/(ui|app|lib)|shared\/(enums|constants|runtime))\/|\/src\/web\/features\/ads\/(keys|slot-counts)\.ts$/;
const ON_DEMAND = /\/(UserMenu|forms)\.tsx?$/;
/**
 * What shows a listing on a card and on its page (texts, parts, the price, confirmation and reply
 * lines): small modules the list, the home page and the detail share, each of which was its own
 * chunk of 0.1–6 kB and one more request per page; together one chunk. None is loaded on demand.
 */
const LISTING =
  /\/src\/(web\/features\/(properties\/components\/(listing-text|listing-parts|terms-text)|locations\/place-name|prices\/(PriceReducedBadge|price-text|PriceContext)|freshness\/(confirmed|components\/ConfirmedLine)|leads\/(report-contact|components\/ReplyTime))|shared\/(price-context|listing-terms))\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The icon paths the pages use, bundled into the server's build instead of imported from the
  // package: its CommonJS file holds all ~7,400 icons (3 MB), which cost every start ~220 ms of
  // CPU to read, scan and compile, and its strings stayed in memory. The browser's build already
  // keeps only the icons used.
  ssr: { noExternal: ['@mdi/js'] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: (id) => SHELL.test(id) && !ON_DEMAND.test(id) },
            { name: 'listing', test: (id) => LISTING.test(id) },
          ],
        },
      },
    },
  },
});
