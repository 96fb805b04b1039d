import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineProfileCaching } from './src/lib/offline/offline-profile-cache';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable app that opens with no network (issue 13): the worker precaches the app shell,
    // the scanner and the decoder's .wasm; a new version waits for the person's Reload.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['brand/favicon.svg', 'icons/apple-touch-icon.png'],
      // The manifest is per tenant (name, theme colour, icons from its logo): the API serves it at
      // /manifest.webmanifest (apps/api/src/features/tenants/web-manifest.routes.ts); index.html links it.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,woff2}'],
        // The ZXing decoder's .wasm is about 1 MB: above Workbox's 2 MB default it would be skipped silently.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/oidc-demo/],
        cleanupOutdatedCaches: true,
        // The profile and personal QR only, for 12 hours at most (src/lib/offline/offline-profile-cache.ts).
        runtimeCaching: [offlineProfileCaching],
        // Shows the pushes the API sends (issue 33 §1): public/push-handler.js, served from our origin.
        importScripts: ['/push-handler.js'],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
    },
  },
  // The manifest lets scripts/check-bundle-budgets.mjs walk each route's first load (issue 14);
  // source maps are written but served only when SERVE_SOURCE_MAPS allows (production: not by default).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // A contract schema (`z.object(...)` at a module's top level) has no effect but its value: a
      // page that imports only a constant or a type guard from a contract module must not carry its
      // schemas, nor Zod with them (issue 34: ~22 KB compressed on the event pages and home).
      treeshake: { manualPureFunctions: ['z', 'oneLineText', 'multiLineText', 'successEnvelope'] },
      output: {
        // The texts (messages.ts) stay in the chunk of the HTTP client every page loads: the answer
        // schemas /Login loads lazily (issue 35) read them too, and would split them into a chunk of
        // their own, 0.2 KiB more in /Login's first load.
        codeSplitting: {
          groups: [
            { name: 'http-client', test: /apps\/web\/src\/lib\/http-client\.ts|packages\/contracts\/src\/messages\.ts/ },
            // TanStack Query in one chunk: every page uses it, and split by module it was nine files of
            // 0.1-2.3 KiB, each a request and a compression frame of its own (issue 34).
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
