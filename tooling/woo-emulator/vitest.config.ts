import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

// Worker threads rather than child processes: each test file still gets its own module graph, and
// on the 2-core machines the suite took 28 CPU-s instead of 40.
export default defineConfig(packageTestConfig({ pool: 'threads', testTimeout: 30_000 }))
