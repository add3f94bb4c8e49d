import { packageTestConfig } from '@shop/vitest-config'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const base = packageTestConfig({
  environment: 'happy-dom',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 30_000,
})

export default defineConfig({ ...base, plugins: [react()] })
