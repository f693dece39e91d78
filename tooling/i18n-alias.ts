import { fileURLToPath } from 'node:url';

/**
 * `i18next` and `react-i18next` resolve to our small runtime in every bundle and test
 * (src/web/i18n/runtime.ts, docs/decisions/108); TypeScript keeps reading their own types. The
 * runtime's compatibility test imports the real i18next by its file path, past this alias.
 */
export const i18nAlias = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('../src/web/i18n/runtime.ts', import.meta.url)) },
  { find: /^react-i18next$/, replacement: fileURLToPath(new URL('../src/web/i18n/react.ts', import.meta.url)) },
];
