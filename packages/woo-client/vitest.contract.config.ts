import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

// `pnpm --filter @shop/woo-client contract`: the contract suite alone, against the store named by
// WOO_CONTRACT_URL, WOO_CONSUMER_KEY and WOO_CONSUMER_SECRET (the emulator without them). A real
// store over the internet answers slowly: generous time-outs.
export default defineConfig(
  packageTestConfig({
    include: ['contract/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  }),
)
