import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './i18n';
import './styles.css';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { reloadOnStaleChunk } from './lib/stale-chunk';

reloadOnStaleChunk();
preloadPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
