import { beforeAll } from 'vitest';
import { setLanguage } from '@web/i18n';

/**
 * The sqlite and postgres projects share one module graph per worker (vitest.config.ts, isolate: false): each
 * file starts from the state a fresh import would give, whatever the file before it left.
 */
beforeAll(async () => {
  await setLanguage('en-CA');
});
