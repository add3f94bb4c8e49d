import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

// `pnpm test` runs the unit tests and the contract suite (contract/) on the emulator: a store named
// in the environment is only ever used by `pnpm contract` (vitest.contract.config.ts).
export default defineConfig(
  packageTestConfig({
    include: ['src/**/*.test.ts', 'contract/**/*.test.ts'],
    testTimeout: 30_000,
    // globalThis.gc, for the test of a time-out that must survive a garbage collection.
    execArgv: ['--expose-gc'],
    env: { WOO_CONTRACT_URL: '' },
  }),
)
