import { packageTestConfig } from '@shop/vitest-config'
import { defineConfig } from 'vitest/config'

// `pnpm --filter @shop/api contract`: the shop's journeys alone, against the store named by
// WOO_CONTRACT_URL, WOO_CONSUMER_KEY and WOO_CONSUMER_SECRET (the emulator without them). A real
// store answers slower than the emulator: generous time-outs.
export default defineConfig(
  packageTestConfig({
    include: ['contract/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  }),
)
