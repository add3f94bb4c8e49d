// Tests read sibling packages' src/ through the "@shop/source" export condition, so a test never
// waits for (or silently uses a stale) build of another package.
const conditions = ['@shop/source', 'module', 'node', 'development|production']

/** @param {import('vitest/config').ViteUserConfig['test']} [test] */
export function packageTestConfig(test = {}) {
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      typecheck: { enabled: false },
      ...test,
    },
  }
}
