import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  packageTestConfig({
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
  }),
)
