import { defineConfig } from 'tsup'
import { oneModulePerSourceModule } from '../../tooling/scripts/one-module-per-source-module'

const modules = ['src/*.ts', '!src/*.test.ts', '!src/*.test-d.ts', '!src/*.d.ts']

export default defineConfig([
  {
    entry: modules,
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    target: 'node20',
    esbuildPlugins: [oneModulePerSourceModule('.js')],
  },
  {
    entry: modules,
    format: ['cjs'],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    target: 'node20',
    esbuildPlugins: [oneModulePerSourceModule('.cjs')],
  },
])
