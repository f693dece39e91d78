// zod 4, as every schema of ours imports it (issue 58: our code under our names, no build alias).
// In the browser zod must not compile parsers with new Function(): the web CSP (script-src 'self',
// src/server/plugins/security.ts) forbids eval, and even zod's probe for it is reported as a
// violation. `jitless` turns both off. It is read as each object schema is built, so it is set here,
// before any schema module (which imports this one) builds its schemas; lint keeps every import of
// zod coming through here. The server, and the build-time prerender, keep the faster JIT.
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod';
