import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type Alias, defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite'

const fromPreact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier))

/**
 * The shipped build runs the app on Preact's React compatibility layer (README, 'React on Preact'):
 * React DOM alone was 64 KB of the first load's 115. `react` is src/preact/react.js (preact/compat
 * and what React Router imports that compat lacks). The dev server and the unit tests keep React.
 */
const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/preact/react.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: fromPreact('preact/compat') },
  { find: /^react-dom\/client$/, replacement: fromPreact('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: fromPreact('preact/compat/jsx-runtime') },
]

/**
 * SHOP_CONFIG_JSON=1 builds a storefront for an origin of its own (README, 'On its own origin'):
 * index.html preloads /config.json, which says where the API is, and the app reads it before
 * its first call. Without it, nothing is added: the usual page asks for no file and waits for none.
 */
const configJson: Plugin = {
  name: 'shop-config-json',
  transformIndexHtml: () =>
    process.env.SHOP_CONFIG_JSON === '1'
      ? [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: true },
            injectTo: 'head-prepend',
          },
        ]
      : [],
}

// Workspace packages are read from their src/ (the @shop/source condition), so the app never
// waits for, or silently uses a stale, build of a package.
//
// `vite build --ssr src/entry-server.tsx` builds the server's render of the first screen into
// dist/server/ (README, 'The first screen from the server'): on Preact too, with every dependency
// inside, so the API server loads one file and needs none of this app's packages.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), configJson],
  resolve: {
    conditions: ['@shop/source', ...defaultClientConditions],
    alias: command === 'build' ? reactOnPreact : [],
  },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@shop/source', ...defaultServerConditions], externalConditions: ['node'] },
  },
  build: {
    target: 'es2022',
    // Maps are written for debugging a build, without the comment that points browsers at them;
    // the API server never serves them (issue 14). The server's render has none.
    sourcemap: isSsrBuild ? false : 'hidden',
    reportCompressedSize: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))
