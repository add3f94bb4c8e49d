import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

// `pnpm test` runs the API's tests and its contract suite (contract/) on the emulator: a store named
// in the environment is only ever used by `pnpm contract` (vitest.contract.config.ts).
export default defineConfig(
  packageTestConfig({
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'contract/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { WOO_CONTRACT_URL: '' },
  }),
)
