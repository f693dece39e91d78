// vite.config.ts points the web build's `zod` imports here; see the comment there.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
