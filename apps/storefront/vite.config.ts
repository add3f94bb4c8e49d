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

/** The screens the server renders (app/routes.ts, `serverRendered`), whose code a first visit runs at once. */
const FIRST_SCREENS = [
  'src/features/home/home-page.tsx',
  'src/features/catalog/product-list-page.tsx',
  'src/features/catalog/product-page.tsx',
]
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * V8's compile hint (README, 'Compiled while it downloads') on the code a first visit runs as
 * soon as it arrives: the entry, what it imports, and the screens the server renders. Chromium
 * then compiles those files whole on a background thread while they download, instead of each
 * function on the main thread when it is first called. Libraries loaded on demand (the map, the
 * animation player) and the other screens are left to V8's lazy compilation.
 */
const compileHints: Plugin = {
  name: 'shop-compile-hints',
  apply: 'build',
  generateBundle: {
    // After Vite's own: the map of its preload helper, the entry's first line, is added in one.
    order: 'post',
    handler(_options, bundle) {
      if (this.environment.config.build.ssr) return
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const screens = FIRST_SCREENS.map((screen) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${screen}`))
        if (!chunk) this.error(`compile hints: no chunk for ${screen} (moved or renamed? see FIRST_SCREENS)`)
        return chunk
      })
      const hinted = new Set<string>()
      const hint = (fileName: string) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== 'chunk' || hinted.has(fileName)) return
        hinted.add(fileName)
        chunk.code = COMPILE_HINT + chunk.code
        // The comment is a line of its own: the source map's lines move down by one (the map is
        // already a file of the bundle by now).
        const map = bundle[`${fileName}.map`]
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source)
          parsed.mappings = `;${parsed.mappings}`
          map.source = JSON.stringify(parsed)
        }
        for (const imported of chunk.imports) hint(imported)
      }
      for (const chunk of chunks) if (chunk.isEntry) hint(chunk.fileName)
      for (const screen of screens) hint(screen.fileName)
    },
  },
}

// Workspace packages are read from their src/ (the @shop/source condition), so the app never
// waits for, or silently uses a stale, build of a package.
//
// `vite build --ssr src/entry-server.tsx` builds the server's render of the first screen into
// dist/server/ (README, 'The first screen from the server'): on Preact too, with every dependency
// inside, so the API server loads one file and needs none of this app's packages.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), configJson, compileHints],
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
