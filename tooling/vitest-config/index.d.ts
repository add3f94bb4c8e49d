import type { ViteUserConfig } from 'vitest/config'

/** The workspace's vitest settings for a package, with `test` options merged in. */
export function packageTestConfig(test?: NonNullable<ViteUserConfig['test']>): ViteUserConfig
