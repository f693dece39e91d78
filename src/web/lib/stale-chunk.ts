const KEY = 'vr-stale-chunk-reload';

/**
 * After a deploy, an open tab asks for page chunks whose hashed names no longer exist and the lazy
 * route would fail to load. Vite announces that with `vite:preloadError`: reload once to get the new
 * build. The flag stops a reload loop if the chunk is missing for another reason; it is cleared once a
 * page has loaded normally.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a reload would swap the app for the browser's error page; the page's own error
    // boundary offers Reload instead.
    if (!navigator.onLine || sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(KEY), 10_000));
}
