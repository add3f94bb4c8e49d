import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(packageTestConfig({ testTimeout: 30_000 }))
