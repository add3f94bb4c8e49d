import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  packageTestConfig({
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  }),
)
