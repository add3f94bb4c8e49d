import { defineConfig } from 'tsup'
import { oneModulePerSourceModule } from '../../tooling/scripts/one-module-per-source-module'

const modules = ['src/*.ts', '!src/*.test.ts', '!src/*.test-d.ts', '!src/*.d.ts', '!src/test-zones.ts']
// The public entries, whose declarations are shipped.
const entries = { index: 'src/index.ts', bari: 'src/bari.ts' }
// polylabel (and its queue) is ESM-only; bundling it into create-zone keeps the CommonJS build
// loadable without require() of an ES module.
const bundled = ['polylabel', 'tinyqueue']

export default defineConfig([
  {
    entry: modules,
    format: ['esm'],
    dts: { entry: entries },
    sourcemap: true,
    target: 'node20',
    noExternal: bundled,
    esbuildPlugins: [oneModulePerSourceModule('.js')],
  },
  {
    entry: [...modules, '!src/cli.ts'],
    format: ['cjs'],
    dts: { entry: entries },
    sourcemap: true,
    target: 'node20',
    noExternal: bundled,
    esbuildPlugins: [oneModulePerSourceModule('.cjs')],
  },
])
