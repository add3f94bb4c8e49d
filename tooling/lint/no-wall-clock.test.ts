import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The wall-clock guard as `npm test` runs it (biome ci with biome.json's no-wall-clock plugin), on
 * files placed where the workspace's code lives: a copy of biome.json and the plugin in a
 * throw-away folder, so the workspace itself is never touched.
 */
const root = resolve(import.meta.dirname, '../..')
const biome = join(root, 'node_modules/.bin/biome')
let folder: string

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'no-wall-clock-'))
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  // No git in the copy, and only the guard's rules matter here.
  config.vcs = { enabled: false }
  config.files = { includes: ['**'] }
  writeFileSync(join(folder, 'biome.json'), JSON.stringify(config))
  mkdirSync(join(folder, 'tooling/lint'), { recursive: true })
  cpSync(join(import.meta.dirname, 'no-wall-clock.grit'), join(folder, 'tooling/lint/no-wall-clock.grit'))
})

afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The lines biome's guard flags in `code` placed at `path`. */
function flagged(path: string, code: string): number[] {
  const file = join(folder, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, code)
  try {
    execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=100', path], {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return []
  } catch (error) {
    const output = String((error as { stdout?: Buffer }).stdout ?? '')
    const report = JSON.parse(output) as {
      diagnostics: { category: string; location: { start: { line: number } } }[]
    }
    return report.diagnostics
      .filter((d) => d.category === 'plugin')
      .map((d) => d.location.start.line)
      .sort((a, b) => a - b)
  } finally {
    rmSync(file)
  }
}

const READS = ['export const a = new Date()', 'export const b = Date.now()', 'export const c = Date()'].join(
  '\n',
)

describe('the wall-clock guard', () => {
  it.each([
    'apps/api/src/orders/example.ts',
    'apps/api/test/example.test.ts',
    'apps/storefront/src/features/example.tsx',
    'apps/admin/e2e/example.e2e.ts',
    'packages/slots/src/example.ts',
    'packages/slots/src/example.test.ts',
    'tooling/woo-emulator/src/example.ts',
    'tooling/e2e-kit/src/example.ts',
  ])('flags every read of the wall clock in %s', (path) => {
    expect(flagged(path, READS)).toEqual([1, 2, 3])
  })

  it('leaves dates made from a value alone', () => {
    const code = [
      "export const a = new Date('2026-11-27T12:00:00+01:00')",
      'export const b = (ms: number) => new Date(ms)',
      "export const c = Date.parse('2026-11-27T11:00:00Z')",
      'export const d = Date.UTC(2026, 10, 27)',
      'export const e = performance.now()',
      'export const f = (now: () => Date) => new Date(now().getTime() + 1000)',
    ].join('\n')
    expect(flagged('apps/api/src/orders/example.ts', code)).toEqual([])
  })

  it('allows the places that must read it, and only those', () => {
    expect(flagged('packages/clock/src/clock.ts', READS)).toEqual([])
    expect(flagged('packages/woo-client/src/sign-oauth1-url.ts', READS)).toEqual([])
    expect(flagged('packages/zones/bench/example.bench.ts', READS)).toEqual([])
    expect(flagged('packages/clock/src/other.ts', READS)).toEqual([1, 2, 3])
  })
})
