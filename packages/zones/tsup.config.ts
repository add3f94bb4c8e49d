import { defineConfig } from 'tsup'

// polylabel (and its queue) is ESM-only; bundling it keeps the CommonJS build
// loadable on every Node version, not only those that can require() ES modules.
const bundled = ['polylabel', 'tinyqueue']

export default defineConfig([
  {
    entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts' } },
    splitting: true,
    sourcemap: true,
    target: 'node20',
    noExternal: bundled,
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'node20',
    noExternal: bundled,
  },
])
