import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { countryFlags } from './scripts/flags';
import { precompress } from './scripts/precompress';
import { prerenderPublicPages } from './scripts/prerender/plugin';
import { routePreloads } from './scripts/route-preloads';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
// Names this build: the saved query cache of another build is not read (src/offline/persistence.ts).
const buildId = Date.now().toString(36);

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The portal registers the worker itself (src/offline/sw-update.ts) to offer updates.
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // 265 country flags: the worker keeps each one the first time it shows (sw/sw.ts), rather
        // than every install downloading them all. The signed-in paths' pages are the server's
        // (scripts/route-preloads.ts): the worker answers those paths with its own.
        globIgnores: ['flags/**', 'routes/**'],
      },
      includeAssets: ['favicon.png', 'icons/*.png'],
      manifest: {
        name: 'Customer Portal',
        short_name: 'Portal',
        description: 'Your accounts, members, apps and subscriptions in one place.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1a365d',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    countryFlags(),
    prerenderPublicPages(),
    routePreloads(),
    precompress(),
  ],
  server: {
    proxy: { '/api': apiTarget, '/__dev': apiTarget, '/__sandbox': apiTarget, '/__demo': apiTarget },
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The runtime every screen uses, one chunk: Rolldown would otherwise cut it into a dozen
        // small shared chunks, each compressed (and requested) on its own. Everything else the
        // entry imports statically ('$initial') is one more: Rolldown splits a module shared by the
        // entry and a lazy route into a chunk of its own, which made the sign-in page 28 requests
        // on a phone's six connections instead of three.
        codeSplitting: {
          groups: [
            { name: 'core', test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|@pandacss|@tanstack|final-form|react-final-form|ofetch|ufo|destr|superstruct|wouter|regexparam|react-is|hoist-non-react-statics|use-sync-external-store|jwt-decode)[\\/]/ },
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
