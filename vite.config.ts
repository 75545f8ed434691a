import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { API_BASE } from './packages/contract/api-contract.ts';
import { TEXT } from './src/ui/text.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

/** A colour of the light theme's design tokens (src/ui/tokens.css), so the manifest cannot drift. */
function designToken(name: string): string {
  const css = fs.readFileSync(new URL('./src/ui/tokens.css', import.meta.url), 'utf8');
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`Design token --${name} not found in src/ui/tokens.css`);
  return match[1];
}

/** index.html's %APP_NAME%, %APP_TITLE% and %APP_DESCRIPTION%: the words of the text catalogue. */
function appTexts(): Plugin {
  const words: Record<string, string> = {
    APP_NAME: TEXT.app.name,
    APP_TITLE: TEXT.app.title,
    APP_DESCRIPTION: TEXT.app.description,
  };
  return {
    name: 'ordbot-app-texts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/%(APP_\w+)%/g, (all, key: string) => words[key] ?? all),
    },
  };
}

export default defineConfig({
  plugins: [
    appTexts(),
    react(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits for the user's 'Oppdater nå' (src/app/update-prompt.tsx).
      registerType: 'prompt',
      // src/app/service-worker.ts registers it after the first render.
      injectRegister: false,
      devOptions: { enabled: false },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: TEXT.app.title,
        short_name: TEXT.app.name,
        description: TEXT.app.description,
        lang: 'nb',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: designToken('color-header-bg'),
        background_color: designToken('color-bg'),
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell only, and the worker's WebAssembly engine (9 KB, for offline analyses).
        // Data lives in IndexedDB (src/cache); /api is never cached here, and the lexicons are
        // far too big to precache.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
        globIgnores: ['**/*.dawg', '**/lexicon/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [new RegExp(`^${API_BASE}/`)],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Rolldown's [PLUGIN_TIMINGS] note (which plugins took the build's time) is for whoever tunes
    // the build, not a fault: a newcomer's `npm start` would read it as one.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { proxy: { [API_BASE]: apiTarget } },
});
