import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageTextsReady } from './lib/i18n';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's texts are files of their own (decision 060), preloaded by its head: hydration waits
// for them so the first render in the browser says what the server's HTML says. If one cannot be
// fetched (offline, never cached), the page hydrates anyway and the root asks for it again.
pageTextsReady().then(hydrate, hydrate);
