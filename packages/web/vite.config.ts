import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS, appIcons } from './build/app-icons.ts';
import { appShellFiles } from './build/app-shell.ts';
import { precompress } from './build/precompress.ts';
import { defaultThemeId, themes } from './src/themes/themes.ts';

// `npm run dev -w @stellara/web` proxies /api to a server started with PORT=3001 (3000 is the lead's).
const apiTarget = process.env.STELLARA_API ?? 'http://127.0.0.1:3001';
const outDir = join(import.meta.dirname, 'dist');
const theme = themes[defaultThemeId].colors;

export default defineConfig({
  // precompress writes .br and .gz copies beside the built files; the server picks one per request.
  plugins: [
    react(),
    appIcons(),
    VitePWA({
      // Registered by src/pwa/register.ts after the page has loaded, so it never competes with the first paint.
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Stellara · Astrology in conversation',
        short_name: 'Stellara',
        description: 'Your natal chart, calculated precisely and read with you in conversation.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: theme.background,
        background_color: theme.background,
        icons: APP_ICONS.map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
        // Only the shell is kept (build/app-shell.ts says why); the lazily loaded pages come from the network.
        manifestTransforms: [
          (entries) => {
            const shell = appShellFiles(
              (file) => readFileSync(join(outDir, file), 'utf8'),
              [...APP_ICONS.map((icon) => icon.file), 'favicon.svg'],
            );
            // The plugin adds the manifest to the list itself; a second entry for it would be refused.
            shell.delete('manifest.webmanifest');
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
        // A new build's worker takes over at once and drops the old build's files, so no tab is left on an old shell.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Pages always come from the network while there is one (index.html is sent with no-cache, so a deployment
        // shows at the next visit); the kept shell answers only when the network fails. /api and the public share
        // pages (/s/...) are the server's own, never the shell. No route touches /api: its answers hold personal
        // data and never enter a cache.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/s/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
        ],
        sourcemap: false,
        // One file: the worker's own code loads with it, from the same always-revalidated address.
        inlineWorkboxRuntime: true,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The initial JavaScript for / has a budget of 250 KB gzipped (checked by the e2e suite).
    chunkSizeWarningLimit: 400,
  },
  server: { proxy: { '/api': apiTarget } },
});
