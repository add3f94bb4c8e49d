import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

// `pnpm test` runs the API's tests and its contract suite (contract/) on the emulator: a store named
// in the environment is only ever used by `pnpm contract` (vitest.contract.config.ts).
export default defineConfig(
  packageTestConfig({
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'contract/**/*.test.ts'],
    // Worker threads rather than child processes: each test file still gets its own module graph,
    // and on the 2-core machines the suite took 155 CPU-s instead of about 185. (Not the default
    // for every package: a thread cannot change its process's time zone, which @shop/slots's
    // properties do.)
    pool: 'threads',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { WOO_CONTRACT_URL: '' },
  }),
)
