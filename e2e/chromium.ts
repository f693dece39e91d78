/**
 * Debian's Chromium and the flags it needs on this kind of machine (shared by the e2e suite and
 * `npm run bench:web`): without the background-networking flags it keeps dialling Google's hosts,
 * which the closed network refuses. Nothing downloads a browser.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
