import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bootPreload } from './tooling/boot-preload';

const alias = [
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
  { find: '@server', replacement: fileURLToPath(new URL('./src/server', import.meta.url)) },
  { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), bootPreload()],
  resolve: { alias },
  // The footer's year in the pages rendered at build time (src/web/prerender.tsx), known to the
  // client so that hydration starts from the same text.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // scripts/check-budgets.mjs follows the import graph in the manifest.
    manifest: !isSsrBuild,
    // The SSR build (src/web/prerender.tsx) is only run at build time; it needs no static files.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
