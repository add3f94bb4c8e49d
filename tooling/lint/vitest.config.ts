import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(packageTestConfig({ include: ['*.test.ts'], testTimeout: 60_000 }))
