import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

/**
 * Measures time: a project of its own, which `pnpm test` leaves out. `pnpm test:timing` runs it, and
 * `npm test` (tooling/scripts/shop.sh) does so after every other task of the repository has ended.
 */
const TIMING = ['test/login-timing.test.ts']

// `pnpm test` runs the API's tests and its contract suite (contract/) on the emulator: a store named
// in the environment is only ever used by `pnpm contract` (vitest.contract.config.ts).
//
// Three files at a time: most of them wait on HTTP, timers and the emulator rather than compute,
// so on the 2-core machines one at a time (vitest's default there: cores − 1) left a core idle;
// three took the suite from 224 s to 120 s, two to 137 s (BENCHMARKS.md). Worker
// threads rather than child processes: each test file still gets its own module graph, and the
// suite took 155 CPU-s instead of about 185 (not the default for every package: a thread cannot
// change its process's time zone, which @shop/slots's properties do).
const shared = {
  pool: 'threads',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  env: { WOO_CONTRACT_URL: '' },
} as const

// Each project is whole (no `extends`: extending would add the root's include to each project's).
export default defineConfig({
  test: {
    projects: [
      packageTestConfig({
        ...shared,
        name: 'api',
        include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'contract/**/*.test.ts'],
        exclude: TIMING,
        // A real PostgreSQL for the stores' tests (issue 25): one server a run, a database a test.
        globalSetup: ['test/postgres/global-setup.ts'],
        maxWorkers: 3,
        sequence: { groupOrder: 0 },
      }),
      packageTestConfig({
        ...shared,
        name: 'api-timing',
        include: TIMING,
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
      }),
    ],
  },
})
