import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The app shell: the layout, the UI kit, the browser helpers and the shared constants, with
 * everything they import statically (React Router, i18next…). Every page loads all of it, so it
 * ships as one chunk instead of ~30 small ones: each file costs a request (six at a time on
 * HTTP/1.1) and ~600 bytes of headers, which on slow 4G weighed more than the code (decision 023).
 * Modules the shell loads on demand stay out: the account menu, and the form helpers (zod).
 */
const SHELL = /\/src\/(web\/(ui|app|lib)|shared\/(enums|constants|runtime))\//;
const ON_DEMAND = /\/(UserMenu|forms)\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', test: (id) => SHELL.test(id) && !ON_DEMAND.test(id) }],
        },
      },
    },
  },
});
