import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// Served under /driver by the API server (or any static host at that path, with config.json beside
// index.html). Workspace packages are read from their src/ (the @shop/source condition).
export default defineConfig({
  base: '/driver/',
  plugins: [
    react(),
    // The installable app and its offline shell (README, 'Offline'): a web manifest, and a service
    // worker (Workbox, generated at build) that precaches every file of the build, so the app opens
    // in a van with no signal. The app registers it itself (src/app/register-service-worker.ts):
    // no registration script in the first load.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      // The icons and favicon are in the build's files already (globPatterns): listed once.
      includeManifestIcons: false,
      manifest: {
        id: '/driver/',
        name: 'Bari Bevande · Autisti',
        short_name: 'Autisti',
        description: 'Le consegne della giornata per gli autisti di Bari Bevande.',
        lang: 'it',
        dir: 'ltr',
        start_url: '/driver/',
        scope: '/driver/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#133f78',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Every screen is index.html (the router draws it), also with no network.
        navigateFallback: '/driver/index.html',
        navigateFallbackAllowlist: [/^\/driver(\/|$)/],
        // config.json is the deployment's, not the build's: the app keeps its last copy itself
        // (src/app/start-driver.tsx). The API's calls never go through the service worker's caches.
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (a driver who opened the app at the depot
        // can reload it in the van); a later release still waits until the app is closed
        // (registerType 'prompt': no skipWaiting), so nothing changes under a driver's hands.
        clientsClaim: true,
      },
    }),
  ],
  resolve: { conditions: ['@shop/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
})
